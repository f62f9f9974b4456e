import { buildLoginUrl } from "@planready/contracts/auth";
import { useTranslation } from "../i18n/react";
import { redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { getProfile } from "../features/auth/api/get-profile";
import { RequireUser } from "../features/auth/components/require-user";
import { useUser } from "../features/auth/components/user-provider";
import { AgentOnboarding } from "../features/onboarding/components/agent-onboarding";
import { OnboardingLayout } from "../features/onboarding/components/onboarding-layout";
import { SiteFooter } from "../features/shell/components/site-footer";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/onboarding.agent";

export const handle = { i18n: ["onboarding", "shell"] } satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const profile = await getProfile(request).catch(() => null);
  if (!profile) throw redirect(buildLoginUrl(new URL(request.url)));
  return null;
}

// Moving between steps only changes ?step=; the profile is kept fresh in the query cache.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.onboarding.agentTitle);

function AgentPage() {
  const { user, checkSession } = useUser();
  const [params] = useSearchParams();
  if (!user) return null;
  return <AgentOnboarding profile={user} step={params.get("step")} refreshProfile={checkSession} />;
}

export default function OnboardingAgentRoute() {
  const { t } = useTranslation(["onboarding", "shell"]);
  return (
    <OnboardingLayout logoLabel={t("shell:logoAlt")} footer={<SiteFooter />}>
      <RequireUser placeholder={<Spinner label={t("loading")} className="py-16" />}>
        <AgentPage />
      </RequireUser>
    </OnboardingLayout>
  );
}
