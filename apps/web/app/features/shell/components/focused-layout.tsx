import type { TProfile } from "@planready/contracts/users";
import type { ReactNode } from "react";
import { AriaRouter } from "../../../components/aria-router";
import { SkipLink } from "../../../components/skip-link";
import { SiteFooter } from "./site-footer";
import { TopBar } from "./top-bar";

/**
 * A signed-in page that stands on its own (payment return, checkout, payment resolution): the top bar and the
 * footer, without the side menu or the payment-failure states, so a locked account can still reach it.
 */
export function FocusedLayout({ user, children, banner }: { user: TProfile; children: ReactNode; banner?: ReactNode }) {
  return (
    <AriaRouter>
      <SkipLink />
      <TopBar user={user} showMenuButton={false} onOpenMenu={() => undefined} />
      <div className="flex min-h-dvh flex-col pt-16">
        {banner}
        <main id="main-content" tabIndex={-1} className="w-full flex-1 bg-white px-4 py-8 outline-none sm:px-6 lg:py-12 dark:bg-slate-950">
          <div className="mx-auto max-w-5xl">{children}</div>
        </main>
        <SiteFooter />
      </div>
    </AriaRouter>
  );
}
