import { data } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { pageMeta } from "../lib/meta";

export function loader() {
  // A real 404 status, so crawlers and monitors see the page does not exist.
  return data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Page not found" });

export default function NotFound() {
  return <NotFoundPage />;
}
