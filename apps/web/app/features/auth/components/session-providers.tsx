import type { TProfile } from "@planready/contracts/users";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "../../../lib/query-client";
import { authKeys } from "../api/get-profile";
import { UserProvider } from "./user-provider";

/**
 * TanStack Query, seeded with the profile the root loaded on the server, and the user (UserProvider): what every
 * signed-in frame stands on. The session layout (routes/_session.tsx) wraps its pages in it; a page outside that
 * layout which shows the signed-in frame (a survey address's not-found page for an agent) wraps itself.
 */
export function SessionProviders({
  profile,
  children,
}: {
  profile: { loaded: boolean; value: TProfile | null } | undefined;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (profile?.loaded) client.setQueryData(authKeys.me, profile.value);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <UserProvider>{children}</UserProvider>
    </QueryClientProvider>
  );
}
