import type { TSupportInfo, TSupportMessageRequest } from "@planready/contracts/settings";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { settingsKeys } from "./settings-keys";

/** GET /api/support: the support address and the app's version. */
export function getSupportInfo(request?: Request): Promise<TSupportInfo> {
  return api<TSupportInfo>("/api/support", request ? { request } : {});
}

export const supportInfoQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: settingsKeys.support, queryFn: () => getSupportInfo(request), staleTime: Infinity });

export const useSupportInfo = () => useQuery(supportInfoQueryOptions());

/** POST /api/support/messages: stored for the staff and mailed to the support address (5 an hour). */
export function sendSupportMessage(input: TSupportMessageRequest): Promise<{ id: string; created_at: string }> {
  return api("/api/support/messages", { method: "POST", body: input });
}

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
