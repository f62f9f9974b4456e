import type { ReactNode } from "react";

/** The frame of each sign-in page: one heading, a short introduction, the form. */
export function AuthCard({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-semibold text-brand-800 dark:text-white">{heading}</h1>
        {intro ? <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p> : null}
        <div className="mt-6 flex flex-col gap-5">{children}</div>
      </div>
    </div>
  );
}

/** A plain text link in the sign-in pages, tall enough to tap. */
export const authLinkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300";
