import type { TMessageChannel } from "@planready/contracts/compliance";
import type { TAddSuppressionRequest, TSuppression, TSuppressionList } from "@planready/contracts/suppressions";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export type TSuppressionFilter = { channel: TMessageChannel | null; search: string };

export const suppressionKeys = {
  all: ["suppressions"] as const,
  list: (filter: TSuppressionFilter) => ["suppressions", "list", filter] as const,
};

/** GET /api/suppressions: a page of the agency's list, newest first. */
export function getSuppressions(filter: TSuppressionFilter, before: string | null, request?: Request): Promise<TSuppressionList> {
  const query = new URLSearchParams();
  if (filter.channel) query.set("channel", filter.channel);
  if (filter.search.trim()) query.set("search", filter.search.trim());
  if (before) query.set("before", before);
  const suffix = query.size ? `?${query}` : "";
  return api<TSuppressionList>(`/api/suppressions${suffix}`, request ? { request } : {});
}

export const suppressionsQueryOptions = (filter: TSuppressionFilter, request?: Request) =>
  infiniteQueryOptions({
    queryKey: suppressionKeys.list(filter),
    queryFn: ({ pageParam }) => getSuppressions(filter, pageParam, request),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_before,
  });

export function useSuppressions(filter: TSuppressionFilter) {
  return useInfiniteQuery(suppressionsQueryOptions(filter));
}

/** POST /api/suppressions: someone of the agency adds a person who asked not to be contacted. */
export function useAddSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddSuppressionRequest) => api<TSuppression>("/api/suppressions", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionKeys.all }),
  });
}

/** DELETE /api/suppressions/{id}: takes an entry the agency made off the list. */
export function useRemoveSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/suppressions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionKeys.all }),
  });
}
