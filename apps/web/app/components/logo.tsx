/**
 * The PlanReady mark and word. Inline rather than /Logo.svg so the word follows the text colour and stays
 * readable in dark mode.
 */
export function Logo({ className = "", withWord = true }: { className?: string; withWord?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 40 40" aria-hidden className="size-8 shrink-0">
        <rect width="40" height="40" rx="9" className="fill-brand-600" />
        <path d="M12 31V9h9a7 7 0 0 1 0 14h-4v8z" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
        <circle cx="30" cy="30" r="3" fill="#93c5fd" />
      </svg>
      {withWord ? <span className="text-xl font-semibold tracking-tight text-brand-800 dark:text-white">PlanReady</span> : null}
    </span>
  );
}
