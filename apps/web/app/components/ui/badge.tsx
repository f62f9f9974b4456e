import type { ReactNode } from "react";

const tones = {
  count: "bg-red-600 text-white",
  new: "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100",
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  attention: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
} as const;

/** A small pill: unread counts (red), tags such as NEW, or something waiting on someone (attention). Pair counts with an sr-only explanation. */
export function Badge({
  tone = "neutral",
  children,
  className = "",
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
