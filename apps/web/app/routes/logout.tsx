import { safeReturnTo } from "@planready/contracts/auth";
import { useTranslation } from "../i18n/react";
import { useSearchParams } from "react-router";
import { buttonClasses, ButtonLink } from "../components/ui/button";
import { paths } from "../config/paths";
import { AuthCard, authLinkClass } from "../features/auth/components/auth-card";
import { useUser } from "../features/auth/components/user-provider";
import { PublicLayout } from "../features/site/components/public-layout";
import { localizedTitleMeta } from "../lib/meta";
import { signOutAction } from "../lib/sign-out";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/logout";

export const handle = { i18n: ["auth", "shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.auth.signOut.title);

/**
 * The sign-out page (a GET of /api/auth/logout leads here): signing out is this form's POST, which works without
 * JavaScript and which another site cannot make on the user's behalf.
 */
export default function LogoutPage() {
  const { t } = useTranslation("auth");
  const { user } = useUser();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"), paths.home);
  if (!user) {
    return (
      <PublicLayout>
        <AuthCard heading={t("signOut.title")} intro={t("signOut.signedOut")}>
          <a href={paths.login} className={authLinkClass}>
            {t("signOut.logIn")}
          </a>
        </AuthCard>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <AuthCard heading={t("signOut.heading")} intro={t("signOut.intro")}>
        <form method="post" action={signOutAction(returnTo)} className="flex flex-wrap gap-3" data-testid="sign-out-form">
          {/* A native button: the form signs out before the page's scripts have loaded too. */}
          <button type="submit" className={buttonClasses()}>
            {t("signOut.submit")}
          </button>
          <ButtonLink href={paths.dashboard} variant="ghost">
            {t("signOut.cancel")}
          </ButtonLink>
        </form>
      </AuthCard>
    </PublicLayout>
  );
}
