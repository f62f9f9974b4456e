import type { ReactNode } from "react";

/** The frame of a public content page: eyebrow, title, intro, optional date, then the body. */
export function ContentPage({
  eyebrow,
  title,
  intro,
  updated,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
        {intro ? <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</p> : null}
        {updated ? <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{updated}</p> : null}
      </header>
      <div className="pt-8">{children}</div>
    </article>
  );
}
