import type { ReactNode } from "react";
import { Logo } from "../../../components/logo";

/**
 * The slim header of public survey, link and splash pages: just a logo, so a client filling in a
 * survey is never tempted away. An agent's own logo (logo_image_url) replaces ours when given; `end` holds
 * page controls such as the English/Spanish toggle.
 */
export function SlimHeader({ logoUrl, logoAlt, end }: { logoUrl?: string | null; logoAlt?: string; end?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex min-h-16 max-w-3xl items-center justify-between gap-4 px-4 py-2">
        {logoUrl ? <img src={logoUrl} alt={logoAlt ?? ""} className="max-h-12 max-w-[60%] object-contain" /> : <Logo />}
        {end ? <div className="flex items-center gap-2">{end}</div> : null}
      </div>
    </header>
  );
}
