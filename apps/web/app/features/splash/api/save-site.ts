import type { TAgentSite, TAgentSiteUniqueResponse, ZCreateAgentSiteRequest } from "@planready/contracts/agent-sites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { siteKeys } from "./site-keys";

export type TSiteInput = z.input<typeof ZCreateAgentSiteRequest>;

/** POST /api/agent-sites (a first save) or PUT /api/agent-sites/{id}. */
export function saveSite(id: string | null, input: TSiteInput): Promise<TAgentSite> {
  const call = id
    ? api<{ agentSite: TAgentSite }>(`/api/agent-sites/${encodeURIComponent(id)}`, { method: "PUT", body: input })
    : api<{ agentSite: TAgentSite }>("/api/agent-sites", { method: "POST", body: input });
  return call.then((answer) => answer.agentSite);
}

/** After a save the answer is the page as stored. */
export function useSaveSite(userId: string, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSiteInput) => saveSite(id, input),
    onSuccess: (site) => queryClient.setQueryData(siteKeys.mine(userId), site),
  });
}

/** POST /api/agent-sites/{id}/images/{kind}: a headshot or logo as a data URL. */
export function useUploadSiteImage(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, dataUrl }: { kind: "headshot" | "logo"; dataUrl: string }) =>
      api<{ agentSite: TAgentSite }>(`/api/agent-sites/${encodeURIComponent(id)}/images/${kind}`, {
        method: "POST",
        body: { data_url: dataUrl },
      }),
    onSuccess: (answer) => queryClient.setQueryData(siteKeys.mine(userId), answer.agentSite),
  });
}

export function useDeleteSite(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/agent-sites/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.setQueryData(siteKeys.mine(userId), null),
  });
}

/**
 * GET /api/agent-sites/check-unique-url/{url}: whether the address is free, and why not; null when the check itself
 * failed (logged): the save then says what is wrong, if anything.
 */
export function checkSiteUrl(url: string): Promise<TAgentSiteUniqueResponse | null> {
  return api<TAgentSiteUniqueResponse>(`/api/agent-sites/check-unique-url/${encodeURIComponent(url)}`).catch((error: unknown) => {
    console.warn("The page address could not be checked", error);
    return null;
  });
}
