import type { TLink } from "@planready/contracts/links";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useLinkSaved } from "./update-link";

/** PUT /api/links/{id}/owner: an Admin gives the link to another user of the agency (audited). */
export function changeLinkOwner(linkId: string, ownerId: string): Promise<TLink> {
  return api<TLink>(`/api/links/${encodeURIComponent(linkId)}/owner`, { method: "PUT", body: { owner_id: ownerId } });
}

export function useChangeLinkOwner(linkId: string) {
  return useMutation({ mutationFn: (ownerId: string) => changeLinkOwner(linkId, ownerId), onSuccess: useLinkSaved() });
}
