import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { agentSigningQueryOptions } from "../features/agent-signing/api/agent-signing";
import { AgentSigningPage } from "../features/agent-signing/components/agent-signing-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/settings.agent-signing";

export const handle = { i18n: ["signing"] } satisfies RouteI18nHandle;

/** The signing details arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(agentSigningQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "signing", "agentSigning");

/** Document Signing, inside the signed-in layout. */
export default function AgentSigning({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AgentSigningPage />
    </HydrationBoundary>
  );
}
