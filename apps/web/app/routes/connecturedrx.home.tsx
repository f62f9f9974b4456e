import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import { AreaHome, areaHomeLoader, areaHomeShouldRevalidate } from "./area-home.shared";
import type { Route } from "./+types/connecturedrx.home";

export const handle = { i18n: ["book", "bulkSends", "compliance"] } satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return areaHomeLoader("connecture", request);
}

export const shouldRevalidate = areaHomeShouldRevalidate;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "book", "connectureHome");

/** /connecturedrx/home: the ConnectureDRX area's home. */
export default function ConnectureHome({ loaderData }: Route.ComponentProps) {
  return <AreaHome area="connecture" dehydratedState={loaderData.dehydratedState} />;
}
