import { Link } from "react-router";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta();

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-semibold text-brand-800">PlanReady</h1>
      <p className="mt-4 text-lg">Client intake surveys for Medicare, ACA and life insurance agents.</p>
      <Link to="/signup" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-medium text-white">
        Sign Up
      </Link>
    </main>
  );
}
