import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { qrCodesQueryOptions } from "../features/links/api/get-qr-codes";
import { QrCodesPage } from "../features/links/components/qr-codes-page";
import { linkBaseUrl } from "../lib/link-base-url";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.qr-codes";

export const handle = { i18n: ["links"] } satisfies RouteI18nHandle;

/** The codes are drawn on the server too: the page arrives with them. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const [baseUrl] = await Promise.all([linkBaseUrl(request), queryClient.prefetchQuery(qrCodesQueryOptions(request))]);
  return { dehydratedState: dehydrate(queryClient), baseUrl };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "links", "qrCodes");

/** The QR codes of the live links, inside the signed-in layout. */
export default function QrCodes({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <QrCodesPage baseUrl={loaderData.baseUrl} />
    </HydrationBoundary>
  );
}
