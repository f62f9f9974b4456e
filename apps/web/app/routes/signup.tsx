import { agencyStepPath } from "@planready/contracts/onboarding";
import { safeReturnTo } from "@planready/contracts/auth";
import { HydrationBoundary } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../i18n/react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../config/paths";
import { prefetchAuthConfig } from "../features/auth/api/get-auth-config";
import { AuthCard, authLinkClass } from "../features/auth/components/auth-card";
import { EmailRegisteredDialog } from "../features/auth/components/email-registered-dialog";
import { GoogleSignIn } from "../features/auth/components/google-sign-in";
import { SignedInNotice } from "../features/auth/components/signed-in-notice";
import { SignupForm } from "../features/auth/components/signup-form";
import { PublicLayout } from "../features/site/components/public-layout";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/signup";

export const handle = { i18n: ["auth", "shell"] } satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchAuthConfig(request) };
}

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.auth.signup.title);

export default function SignupPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  // A new account goes through the agency and agent onboarding first, then back to the page it signed up for.
  const onboarding = agencyStepPath("Name", params.get("returnTo"));
  // Opened after Google meets an email registered with a password (better-auth's account_not_linked); an email
  // sign-up never opens it (it answers an existing address as a new one).
  const [emailTaken, setEmailTaken] = useState(params.get("error") === "account_not_linked");

  function proceed() {
    setEmailTaken(false);
    // Let the person type a different email straight away.
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="email"]')?.select());
  }

  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PublicLayout>
        <AuthCard heading={t("signup.heading")} intro={t("signup.intro")}>
          <SignedInNotice message={(email) => t("signup.signedIn", { email })} linkLabel={t("signup.toDashboard")} to={paths.dashboard} />
          <GoogleSignIn
            callbackURL={returnTo}
            newUserCallbackURL={onboarding}
            errorCallbackURL={`${paths.signup}?returnTo=${encodeURIComponent(returnTo)}`}
          />
          <SignupForm onEmailTaken={() => setEmailTaken(true)} nextPath={onboarding} />
          <p className="text-center text-slate-700 dark:text-slate-200">
            {t("signup.haveAccount")}{" "}
            <Link to={`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`} className={authLinkClass}>
              {t("signup.logIn")}
            </Link>
          </p>
        </AuthCard>
        <EmailRegisteredDialog isOpen={emailTaken} onProceed={proceed} />
      </PublicLayout>
    </HydrationBoundary>
  );
}
