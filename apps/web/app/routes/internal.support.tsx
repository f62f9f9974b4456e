import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { supportMessagesQueryOptions } from "../features/staff/api/support-messages";
import { SupportInbox } from "../features/staff/components/support-inbox";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/internal.support";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const status = new URL(request.url).searchParams.get("status") === "closed" ? "closed" : "open";
  await queryClient.prefetchQuery(supportMessagesQueryOptions(status, request));
  return { dehydratedState: dehydrate(queryClient) };
}

/** `/internal/support?status=`: support messages, open or closed. */
export default function InternalSupport({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SupportInbox />
    </HydrationBoundary>
  );
}
