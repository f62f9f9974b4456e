import { buildLoginUrl } from "@planready/contracts/auth";
import { agentStepPath, neededAgentStep } from "@planready/contracts/onboarding";
import { can } from "@planready/contracts/permissions";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { useTranslation } from "../i18n/react";
import { redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { getProfile } from "../features/auth/api/get-profile";
import { EmailRegisteredCheck } from "../features/auth/components/email-registered-check";
import { RequireUser } from "../features/auth/components/require-user";
import { useUser } from "../features/auth/components/user-provider";
import { orgQueryOptions } from "../features/onboarding/api/get-org";
import { AgencyOnboarding } from "../features/onboarding/components/agency-onboarding";
import { OnboardingLayout } from "../features/onboarding/components/onboarding-layout";
import { SiteFooter } from "../features/shell/components/site-footer";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/onboarding.agency";

export const handle = { i18n: ["onboarding", "auth", "shell"] } satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const profile = await getProfile(request).catch(() => null);
  if (!profile) throw redirect(buildLoginUrl(url));
  // Only agency admins name and address the agency; everyone else starts at their own steps.
  if (!can(profile.user_type, "org:update"))
    throw redirect(agentStepPath(neededAgentStep(profile) ?? "Name", url.searchParams.get("returnTo")));
  const queryClient = new QueryClient();
  if (profile.org) await queryClient.prefetchQuery(orgQueryOptions(profile.org.id, request));
  return { dehydratedState: dehydrate(queryClient) };
}

// Moving between steps only changes ?step=; the organisation is already in the query cache.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.onboarding.agencyTitle);

function AgencyPage() {
  const { user, checkSession } = useUser();
  const [params] = useSearchParams();
  const step = params.get("step");
  if (!user) return null;
  return (
    <>
      <AgencyOnboarding profile={user} step={step} refreshProfile={checkSession} />
      {step === "Name" ? <EmailRegisteredCheck email={user.email} /> : null}
    </>
  );
}

export default function OnboardingAgencyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding", "shell"]);
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OnboardingLayout logoLabel={t("shell:logoAlt")} footer={<SiteFooter />}>
        <RequireUser placeholder={<Spinner label={t("loading")} className="py-16" />}>
          <AgencyPage />
        </RequireUser>
      </OnboardingLayout>
    </HydrationBoundary>
  );
}
