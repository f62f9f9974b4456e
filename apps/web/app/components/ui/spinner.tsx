import { LoaderCircle } from "lucide-react";

/** An announced loading indicator. */
export function Spinner({ label = "Loading", className = "" }: { label?: string; className?: string }) {
  return (
    <output aria-live="polite" className={`flex items-center justify-center gap-2 text-brand-700 ${className}`}>
      <LoaderCircle aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </output>
  );
}
