import type { TProfile } from "@planready/contracts/users";
import { NotFoundPage } from "../../../components/not-found-page";
import { SessionProviders } from "../../auth/components/session-providers";
import { useUser } from "../../auth/components/user-provider";
import { AppShell } from "./app-shell";

/** The not-found page inside the app's frame (top bar, side menu), for a signed-in agent. */
export function AgentNotFound({ user }: { user: TProfile }) {
  return (
    <AppShell user={user}>
      <NotFoundPage audience="agent" />
    </AppShell>
  );
}

function Frame() {
  const { user } = useUser();
  return user ? <AgentNotFound user={user} /> : <NotFoundPage />;
}

/**
 * The same, for a page outside the session layout (an unknown survey address, `routes/survey-link.tsx`): it brings
 * the session's providers itself, and is loaded only when an agent meets it, never with a client's survey page.
 */
export function SignedInNotFound({ profile }: { profile: { loaded: boolean; value: TProfile | null } | undefined }) {
  return (
    <SessionProviders profile={profile}>
      <Frame />
    </SessionProviders>
  );
}
