import type { ReactNode } from "react";
import { Link } from "react-router";
import { AriaRouter } from "../../../components/aria-router";
import { Logo } from "../../../components/logo";
import { paths } from "../../../config/paths";

/** The onboarding frame, only a logo and the footer: nothing to wander off to. */
export function OnboardingLayout({ logoLabel, footer, children }: { logoLabel: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <AriaRouter>
      <div className="flex min-h-dvh flex-col">
        <header className="border-b border-slate-200 dark:border-slate-800">
          <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
            <Link to={paths.home} aria-label={logoLabel} className="inline-flex min-h-11 items-center rounded-lg">
              <Logo />
            </Link>
          </div>
        </header>
        <main id="main-content" className="flex flex-1 flex-col items-center px-4 pt-6 pb-16 sm:pt-12">
          {children}
        </main>
        {footer}
      </div>
    </AriaRouter>
  );
}
