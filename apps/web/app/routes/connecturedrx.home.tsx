import { localizedMeta } from "../lib/meta";
import { AreaHome, areaHomeHandle, areaHomeLoader, areaHomeShouldRevalidate } from "./area-home.shared";
import type { Route } from "./+types/connecturedrx.home";

export const handle = areaHomeHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return areaHomeLoader("connecture", request);
}

export const shouldRevalidate = areaHomeShouldRevalidate;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "book", "connectureHome");

/** /connecturedrx/home: the ConnectureDRX area's home. */
export default function ConnectureHome({ loaderData }: Route.ComponentProps) {
  return <AreaHome area="connecture" dehydratedState={loaderData.dehydratedState} />;
}
