import { data, Outlet } from "react-router";
import { LanguageSwitch } from "../components/language-switch";
import { NotFoundPage } from "../components/not-found-page";
import { useUser } from "../features/auth/components/user-provider";
import { AgentNotFound } from "../features/shell/components/agent-not-found";
import { getStaffMe } from "../features/staff/api/get-staff-me";
import { ConsoleFrame } from "../features/staff/components/console-frame";
import { localizedMeta, localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/internal";

/**
 * The staff console's frame. Its words load only for staff (`i18nFor`): to anyone else the address is the app's
 * ordinary not-found page, in the frame a signed-in agent gets everywhere (`shell`, `notifications`).
 */
export const handle = {
  i18n: ["shell", "notifications"],
  i18nFor: (loaderData: unknown) => ((loaderData as { email?: string } | undefined)?.email ? ["staff"] : []),
} satisfies RouteI18nHandle;

/** Staff only (the API's `/api/internal/me` answers 404 to anyone else, signed in or not). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return { email: (await getStaffMe(request)).email };
  } catch {
    throw data(null, { status: 404 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.email ? localizedMeta(args, "staff", "console") : localizedTitleMeta(args, (c) => c.common.notFound.title);

export default function InternalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame email={loaderData.email}>
      <Outlet />
    </ConsoleFrame>
  );
}

/** Not staff: exactly the not-found page of any unknown address. */
export function ErrorBoundary() {
  const { user } = useUser();
  if (user) return <AgentNotFound user={user} />;
  return (
    <NotFoundPage>
      <LanguageSwitch className="mt-4 text-sm" />
    </NotFoundPage>
  );
}
