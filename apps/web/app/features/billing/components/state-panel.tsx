import type { LucideIcon } from "lucide-react";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  success: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  error: "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300",
  neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  progress: "bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300",
} as const;

/** A page-sized outcome: an icon, a heading, what happened in a sentence or two, and what to do next. */
export function StatePanel({
  tone,
  icon: Icon = CircleAlert,
  title,
  body,
  children,
  testId,
}: {
  tone: keyof typeof tones;
  icon?: LucideIcon;
  title: string;
  body: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-10 text-center" data-testid={testId}>
      <span className={`flex size-16 items-center justify-center rounded-full ${tones[tone]}`}>
        <Icon aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <div className="mt-3 text-lg text-slate-700 dark:text-slate-300">{body}</div>
      {children ? (
        <div className="mt-8 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">{children}</div>
      ) : null}
    </section>
  );
}
