import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { useUser } from "../features/auth/components/user-provider";
import { submissionQueryOptions } from "../features/submissions/api/get-submission";
import { SubmissionDetailPage } from "../features/submissions/components/submission-detail-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/submissions.response";

export const handle = { i18n: ["submissions"] } satisfies RouteI18nHandle;

/** The submission arrives with the page (a failure is left for the page to show, with its words). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(submissionQueryOptions(params.responseId, request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "submissions", "detail");

function Page({ responseId }: { responseId: string }) {
  const { user } = useUser();
  return user ? <SubmissionDetailPage user={user} responseId={responseId} /> : null;
}

/** One submission, inside the signed-in layout. */
export default function SubmissionResponse({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page key={params.responseId} responseId={params.responseId} />
    </HydrationBoundary>
  );
}
