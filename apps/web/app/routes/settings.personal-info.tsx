import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { signInMethodsQueryOptions } from "../features/settings/api/get-sign-in-methods";
import { PersonalInfoPage } from "../features/settings/components/personal-info-page";
import { GoogleReviewLinkForm } from "../features/reviews/components/google-review-link-form";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.personal-info";

/** `auth` for the password fields' show/hide buttons; `reviews` for the Google review link. */
export const handle = { i18n: ["settings", "auth", "reviews"] } satisfies RouteI18nHandle;

/** The sign-in methods arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  if (profile) await queryClient.prefetchQuery(signInMethodsQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "settings", "personalInfo");

/** Personal Information; `?email=changed` (and `&error=…`) when an email change's link brought the user back. */
export default function PersonalInfo({ loaderData }: Route.ComponentProps) {
  const { user } = useUser();
  const [search] = useSearchParams();
  if (!user) return null;
  const outcome = search.get("email") === "changed" ? (search.get("error") ? "failed" : "changed") : null;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="flex flex-col gap-6">
        <PersonalInfoPage user={user} emailOutcome={outcome} languageSaved={search.get("language") === "saved"} />
        <div className="max-w-3xl">
          <GoogleReviewLinkForm />
        </div>
      </div>
    </HydrationBoundary>
  );
}
