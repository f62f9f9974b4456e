import { agencyStepPath } from "@planready/contracts/onboarding";
import { safeReturnTo } from "@planready/contracts/auth";
import { HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "../i18n/react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { paths } from "../config/paths";
import { prefetchAuthConfig } from "../features/auth/api/get-auth-config";
import { AuthCard } from "../features/auth/components/auth-card";
import { EmailRegisteredDialog } from "../features/auth/components/email-registered-dialog";
import { GoogleSignIn } from "../features/auth/components/google-sign-in";
import { LoginForm } from "../features/auth/components/login-form";
import { SignedInNotice } from "../features/auth/components/signed-in-notice";
import { PublicLayout } from "../features/site/components/public-layout";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/login";

export const handle = { i18n: ["auth", "shell"] } satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchAuthConfig(request) };
}

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.auth.login.title);

/** Google reports an email registered with a password as account_not_linked (better-auth's error code). */
const ACCOUNT_NOT_LINKED = "account_not_linked";

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const error = params.get("error");
  const withReturnTo = (path: string) => `${path}?returnTo=${encodeURIComponent(returnTo)}`;

  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PublicLayout>
        <AuthCard heading={t("login.heading")} intro={t("login.intro")}>
          <SignedInNotice message={(email) => t("login.signedIn", { email })} linkLabel={t("login.continue")} to={returnTo} />
          {error && error !== ACCOUNT_NOT_LINKED ? <Alert tone="error">{t("errors.google")}</Alert> : null}
          <GoogleSignIn
            callbackURL={returnTo}
            newUserCallbackURL={agencyStepPath("Name", params.get("returnTo"))}
            errorCallbackURL={withReturnTo(paths.login)}
          />
          <LoginForm returnTo={returnTo} />
        </AuthCard>
        <EmailRegisteredDialog isOpen={error === ACCOUNT_NOT_LINKED} onProceed={() => void navigate(paths.signup)} />
      </PublicLayout>
    </HydrationBoundary>
  );
}
