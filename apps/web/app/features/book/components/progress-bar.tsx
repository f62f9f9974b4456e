/** A determinate progress bar (0–100): the native `<progress>`, named for screen readers, with its words beside it. */
export function ProgressBar({ value, label, text }: { value: number; label: string; text: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex flex-col gap-1.5">
      <progress
        max={100}
        value={pct}
        aria-label={label}
        aria-valuetext={text}
        className="h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-500"
      />
      <p className="text-sm text-slate-700 tabular-nums dark:text-slate-200">{text}</p>
    </div>
  );
}
