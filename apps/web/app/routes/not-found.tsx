import { data } from "react-router";
import { LanguageSwitch } from "../components/language-switch";
import { NotFoundPage } from "../components/not-found-page";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { AgentNotFound } from "../features/shell/components/agent-not-found";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/not-found";

/** `common` for the page; the language switch speaks `shell`, and a signed-in agent gets the app's frame. */
export const handle = {
  i18n: ["shell"],
  i18nFor: (loaderData: unknown) => ((loaderData as { signedIn?: boolean } | undefined)?.signedIn ? ["notifications"] : []),
} satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = !!(await getProfile(request).catch(() => null));
  // A real 404 status, so crawlers and monitors see the page does not exist.
  return data({ signedIn }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => localizedTitleMeta(args, (c) => c.common.notFound.title);

/** A signed-in agent keeps the app's frame and menu; a visitor (often a client with a mistyped link) is pointed to help. */
export default function NotFound() {
  const { user } = useUser();
  if (user) return <AgentNotFound user={user} />;
  return (
    <NotFoundPage>
      <LanguageSwitch className="mt-4 text-sm" />
    </NotFoundPage>
  );
}
