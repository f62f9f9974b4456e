import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { supportMessageQueryOptions } from "../features/staff/api/support-messages";
import { SupportMessageView } from "../features/staff/components/support-message-view";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/internal.support.message";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(supportMessageQueryOptions(params.messageId, request));
  return { dehydratedState: dehydrate(queryClient) };
}

/** `/internal/support/{messageId}`: read one message, close it. */
export default function InternalSupportMessage({ params, loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SupportMessageView key={params.messageId} id={params.messageId} />
    </HydrationBoundary>
  );
}
