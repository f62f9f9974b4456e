import type { TProfile } from "@planready/contracts/users";
import { useQuery } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { ApiError } from "../../../lib/api";
import { profileQueryOptions } from "../api/get-profile";

/** Session state: user, error, isLoading and a re-check action. */
export type UserState = {
  user: TProfile | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  checkSession: () => Promise<void>;
};

const UserContext = createContext<UserState | null>(null);

export function UserProvider({ children }: { children: ReactNode }) {
  const query = useQuery(profileQueryOptions());
  const { refetch } = query;
  const checkSession = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const value = useMemo<UserState>(
    () => ({
      user: query.data ?? undefined,
      error: (query.error as ApiError | null) ?? undefined,
      isLoading: query.isPending,
      checkSession,
    }),
    [query.data, query.error, query.isPending, checkSession],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserState {
  const value = useContext(UserContext);
  if (!value) throw new Error("You forgot to wrap your app in <UserProvider>");
  return value;
}
