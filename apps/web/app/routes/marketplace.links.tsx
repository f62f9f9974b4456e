import { can } from "@planready/contracts/permissions";
import { dehydrate, HydrationBoundary, QueryClient, useQuery } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { FinishPaymentButton } from "../features/billing/components/finish-payment-button";
import { orgLinksQueryOptions } from "../features/links/api/get-org-links";
import { LinksPage } from "../features/links/components/links-page";
import { localizedMeta } from "../lib/meta";
import { orgQueryOptions } from "../features/onboarding/api/get-org";
import { linkBaseUrl } from "../lib/link-base-url";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/marketplace.links";

export const handle = { i18n: ["links", "billing"] } satisfies RouteI18nHandle;

/** The links (for ?searchTerm) arrive with the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  const searchTerm = url.searchParams.get("searchTerm")?.trim() ?? "";
  if (profile?.org) await queryClient.prefetchQuery(orgLinksQueryOptions(profile.org.id, searchTerm, request));
  return { dehydratedState: dehydrate(queryClient), origin: await linkBaseUrl(request) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "links", "list");

function Page({ origin }: { origin: string }) {
  const { user } = useUser();
  const orgId = user?.org?.id ?? "";
  // The payment customer, for a manager to finish paying for a link whose checkout was left or failed.
  const manages = !!user && can(user.user_type, "links:manage");
  const org = useQuery({ ...orgQueryOptions(orgId), enabled: orgId !== "" && manages });
  const orgStripeId = org.data?.payment.stripe_customer_id ?? null;
  if (!user) return null;
  return (
    <LinksPage user={user} origin={origin} renderPendingAction={(link) => <FinishPaymentButton link={link} orgStripeId={orgStripeId} />} />
  );
}

/** The organisation's survey links, inside the signed-in layout. */
export default function MarketplaceLinks({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page origin={loaderData.origin} />
    </HydrationBoundary>
  );
}
