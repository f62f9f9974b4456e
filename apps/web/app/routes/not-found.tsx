import { data } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { pageMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The not-found page speaks `common`, which every page loads. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

export function loader() {
  // A real 404 status, so crawlers and monitors see the page does not exist.
  return data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Page not found" });

export default function NotFound() {
  return <NotFoundPage />;
}
