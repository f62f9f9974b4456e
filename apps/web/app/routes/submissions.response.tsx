import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { useUser } from "../features/auth/components/user-provider";
import { submissionQueryOptions } from "../features/submissions/api/get-submission";
import { SubmissionDetailPage } from "../features/submissions/components/submission-detail-page";
import { SubmissionIntegrationsPanel } from "../features/integrations/components/submission-integrations-panel";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/submissions.response";

export const handle = { i18n: ["submissions", "integrations"] } satisfies RouteI18nHandle;

/** The submission arrives with the page (a failure is left for the page to show, with its words). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(submissionQueryOptions(params.responseId, request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "submissions", "detail");

function Page({ responseId }: { responseId: string }) {
  const { user } = useUser();
  if (!user) return null;
  // The submission's hand-off to the reader's partner integrations (download, "Open in {partner}", deliveries).
  return (
    <>
      <SubmissionDetailPage user={user} responseId={responseId} />
      <div className="mt-6 max-w-4xl">
        <SubmissionIntegrationsPanel responseId={responseId} />
      </div>
    </>
  );
}

/** One submission, inside the signed-in layout. */
export default function SubmissionResponse({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page key={params.responseId} responseId={params.responseId} />
    </HydrationBoundary>
  );
}
