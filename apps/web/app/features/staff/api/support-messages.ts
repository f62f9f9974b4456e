import type { TSupportMessage } from "@planready/contracts/staff";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { staffKeys } from "./staff-keys";

/** GET /api/internal/support?status=: open or closed messages, newest first. */
export function listSupportMessages(status: "open" | "closed", request?: Request): Promise<{ messages: TSupportMessage[] }> {
  return api<{ messages: TSupportMessage[] }>(`/api/internal/support?status=${status}`, request ? { request } : {});
}

export const supportMessagesQueryOptions = (status: "open" | "closed", request?: Request) =>
  queryOptions({ queryKey: staffKeys.support(status), queryFn: () => listSupportMessages(status, request) });

export function useSupportMessages(status: "open" | "closed") {
  return useQuery(supportMessagesQueryOptions(status));
}

/** GET /api/internal/support/{id}. */
export function getSupportMessage(id: string, request?: Request): Promise<TSupportMessage> {
  return api<TSupportMessage>(`/api/internal/support/${encodeURIComponent(id)}`, request ? { request } : {});
}

export const supportMessageQueryOptions = (id: string, request?: Request) =>
  queryOptions({ queryKey: staffKeys.supportMessage(id), queryFn: () => getSupportMessage(id, request) });

export function useSupportMessage(id: string) {
  return useQuery(supportMessageQueryOptions(id));
}

/** POST /api/internal/support/{id}/close. */
export function closeSupportMessage(id: string): Promise<TSupportMessage> {
  return api<TSupportMessage>(`/api/internal/support/${encodeURIComponent(id)}/close`, { method: "POST" });
}

export function useCloseSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSupportMessage,
    onSuccess: async (message) => {
      queryClient.setQueryData(staffKeys.supportMessage(message.id), message);
      await queryClient.invalidateQueries({ queryKey: ["staff", "support"] });
    },
  });
}
