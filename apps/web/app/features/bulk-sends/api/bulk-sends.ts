import type {
  TBulkSend,
  TBulkSendSettingsResponse,
  TCreateBulkSendRequest,
  TDryRunResponse,
  TPutBulkSendSettingsRequest,
} from "@planready/contracts/bulk-sends";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const bulkSendKeys = {
  all: ["bulk-sends"] as const,
  settings: ["bulk-sends", "settings"] as const,
  list: ["bulk-sends", "list"] as const,
};

/** GET /api/bulk-sends/settings: the agent's settings and the links they may send. */
export function getBulkSendSettings(request?: Request): Promise<TBulkSendSettingsResponse> {
  return api<TBulkSendSettingsResponse>("/api/bulk-sends/settings", request ? { request } : {});
}

export const bulkSendSettingsQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: bulkSendKeys.settings, queryFn: () => getBulkSendSettings(request) });

export function useBulkSendSettings() {
  return useQuery(bulkSendSettingsQueryOptions());
}

/** PUT /api/bulk-sends/settings; the answer becomes the cached settings. */
export function useSaveBulkSendSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPutBulkSendSettingsRequest) => api<TBulkSendSettingsResponse>("/api/bulk-sends/settings", { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(bulkSendKeys.settings, saved),
  });
}

/** GET /api/bulk-sends: the agent's sends with their progress. */
export function getBulkSends(request?: Request): Promise<{ sends: TBulkSend[] }> {
  return api<{ sends: TBulkSend[] }>("/api/bulk-sends", request ? { request } : {});
}

/** The list, read again every 3 s while a send is still going. */
export const bulkSendsQueryOptions = (request?: Request) =>
  queryOptions({
    queryKey: bulkSendKeys.list,
    queryFn: () => getBulkSends(request),
    refetchInterval: (query) => (query.state.data?.sends.some((s) => s.status === "sending") ? 3000 : false),
  });

export function useBulkSends() {
  return useQuery(bulkSendsQueryOptions());
}

/** POST /api/bulk-sends with `dry_run`: the counts only. */
export function useDryRun() {
  return useMutation({
    mutationFn: (body: TCreateBulkSendRequest) =>
      api<TDryRunResponse>("/api/bulk-sends", { method: "POST", body: { ...body, dry_run: true } }),
  });
}

/** POST /api/bulk-sends: the send itself. */
export function useCreateBulkSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateBulkSendRequest) => api<TBulkSend>("/api/bulk-sends", { method: "POST", body: { ...body, dry_run: false } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkSendKeys.list }),
  });
}

/** POST /api/bulk-sends/{id}/pause or /resume. */
export function useSendControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "pause" | "resume" }) =>
      api<TBulkSend>(`/api/bulk-sends/${encodeURIComponent(id)}/${action}`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkSendKeys.list }),
  });
}

/** POST /api/bulk-sends/{id}/reminders: with `dryRun`, the counts; otherwise the reminder send. */
export function useReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dryRun }: { id: string; dryRun: boolean }) =>
      api<TDryRunResponse | TBulkSend>(`/api/bulk-sends/${encodeURIComponent(id)}/reminders`, {
        method: "POST",
        body: { dry_run: dryRun },
      }),
    onSuccess: (_result, { dryRun }) => (dryRun ? undefined : queryClient.invalidateQueries({ queryKey: bulkSendKeys.list })),
  });
}
