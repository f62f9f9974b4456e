import { useRouteLoaderData } from "react-router";
import { NotFoundPage } from "../../../components/not-found-page";
import { SessionProviders } from "../../auth/components/session-providers";
import { useUser } from "../../auth/components/user-provider";
import type { loader as rootLoader } from "../../../root";
import { AgentNotFound } from "./agent-not-found";

function Frame() {
  const { user } = useUser();
  return user ? <AgentNotFound user={user} /> : <NotFoundPage />;
}

/**
 * The not-found page for a page outside the session layout (an unknown survey address, `routes/survey-link.tsx`):
 * inside the app's frame for a signed-in agent (`AgentNotFound`), bringing the session's providers itself. Loaded only
 * when an agent meets it (`signed-in-not-found.lazy.ts`), never with a client's survey page.
 */
export default function SignedInNotFound() {
  const profile = useRouteLoaderData<typeof rootLoader>("root")?.profile;
  return (
    <SessionProviders profile={profile}>
      <Frame />
    </SessionProviders>
  );
}
