import type { ReactNode } from "react";
import { AriaRouter } from "../../../components/aria-router";
import { SkipLink } from "../../../components/skip-link";
import { PublicHeader } from "./public-header";
import { SiteFooter } from "../../shell/components/site-footer";

/**
 * Frame of public pages (home, content pages, sign-in and sign-up): the public header, the page, the footer.
 * The page's own content should not render another <main>; this layout provides it.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AriaRouter>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <PublicHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </AriaRouter>
  );
}
