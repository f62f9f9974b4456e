import { paymentFailureState } from "@planready/contracts/payments";
import type { TProfile } from "@planready/contracts/users";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { useLocation } from "react-router";
import { AriaRouter } from "../../../components/aria-router";
import { SkipLink } from "../../../components/skip-link";
import { Drawer } from "../../../components/ui/drawer";
import { Logo } from "../../../components/logo";
import { deferredPart } from "../../../components/deferred-part";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";

// Server-rendered with the page, their code fetched once it is loaded and idle: the footer sits below the content,
// and the payment notices are absent for nearly every account (decision 025).
// A press on them before their code has come is kept and given again once they are hydrated (`region`).
const SiteFooter = deferredPart(() => import("./site-footer").then((m) => m.SiteFooter), { region: "[data-part=footer]" });
const PaymentBanner = deferredPart(() => import("./payment-banner").then((m) => m.PaymentBanner), { region: "[data-part=payment-banner]" });
const PaymentNotice = deferredPart(() => import("./payment-notice").then((m) => m.PaymentNotice), { region: "[data-part=payment-notice]" });
const PaymentLockedPage = deferredPart(() => import("./payment-locked-page").then((m) => m.PaymentLockedPage), {
  region: "#main-content",
});

/**
 * The signed-in agent layout (docs/product.md#layouts): fixed top bar, side menu (a drawer below md), footer,
 * and the payment-failure states (docs/product.md#failed-payments). A locked account sees only the payment page, without the side menu.
 */
export function AppShell({ user, children }: { user: TProfile; children: ReactNode }) {
  const { t } = useTranslation("shell");
  // The drawer is open for the page it was opened on, so following any link inside it closes it.
  const { key } = useLocation();
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === key;
  const setMenuOpen = (value: boolean) => setMenuOpenedAt(value ? key : null);

  const payment = paymentFailureState(user.org?.number_failed_payment_attempts ?? 0);
  const locked = payment.kind === "locked";

  return (
    <AriaRouter>
      <SkipLink />
      {/* Printed pages (QR codes, receipts) carry the page's content only, not the app's frame. */}
      <div className="print:hidden">
        <TopBar user={user} showMenuButton={!locked} onOpenMenu={() => setMenuOpen(true)} />
      </div>
      <div className="pt-16 print:pt-0">
        {payment.kind === "banner" ? (
          <div data-part="payment-banner">
            <PaymentBanner />
          </div>
        ) : null}
        <div className="flex">
          {locked ? null : (
            // The outer column paints the full height; the inner one sticks below the top bar and scrolls alone.
            <div className="hidden w-72 shrink-0 border-r border-slate-200 bg-slate-50 md:block print:hidden dark:border-slate-800 dark:bg-slate-900">
              <aside className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto">
                <SideMenu user={user} />
              </aside>
            </div>
          )}
          <div className="flex min-h-[calc(100dvh-4rem)] min-w-0 flex-1 flex-col bg-white dark:bg-slate-950">
            <main id="main-content" tabIndex={-1} className="w-full flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10">
              <div className="mx-auto max-w-5xl">
                {payment.kind === "notice" ? (
                  <div data-part="payment-notice">
                    <PaymentNotice attemptsLeft={payment.attemptsLeft} />
                  </div>
                ) : null}
                {locked ? <PaymentLockedPage /> : children}
              </div>
            </main>
            <div className="print:hidden" data-part="footer">
              <SiteFooter />
            </div>
          </div>
        </div>
      </div>
      {locked ? null : (
        <Drawer
          isOpen={menuOpen}
          onOpenChange={setMenuOpen}
          title={t("sideMenu.label")}
          hideTitle
          leading={<Logo />}
          closeLabel={t("closeMenu")}
          side="left"
        >
          <SideMenu user={user} />
        </Drawer>
      )}
    </AriaRouter>
  );
}
