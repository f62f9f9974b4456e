import type { TLink, ZUpdateLinkRequest } from "@planready/contracts/links";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { linkKeys } from "./link-keys";

export type TLinkChanges = z.input<typeof ZUpdateLinkRequest>;

/** PUT /api/links/{id}: names, agency, address, logo address or theme (agency admins). */
export function updateLink(id: string, changes: TLinkChanges): Promise<TLink> {
  return api<TLink>(`/api/links/${encodeURIComponent(id)}`, { method: "PUT", body: changes });
}

/** After any change to a link: the answer is its new detail; the list and the QR codes are read again. */
export function useLinkSaved() {
  const queryClient = useQueryClient();
  return (link: TLink) => {
    queryClient.setQueryData(linkKeys.detail(link.id), link);
    void queryClient.invalidateQueries({ queryKey: linkKeys.orgLinks(link.org_id) });
    void queryClient.invalidateQueries({ queryKey: linkKeys.qrCodes() });
  };
}

export function useUpdateLink(id: string) {
  const saved = useLinkSaved();
  return useMutation({ mutationFn: (changes: TLinkChanges) => updateLink(id, changes), onSuccess: saved });
}
