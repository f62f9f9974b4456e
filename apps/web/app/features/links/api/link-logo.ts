import type { TLink } from "@planready/contracts/links";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useLinkSaved } from "./update-link";

/** POST /api/links/{id}/logo: a PNG, JPEG or WebP image as a data URL (at most 1 MB). */
export function uploadLogo(id: string, dataUrl: string): Promise<TLink> {
  return api<TLink>(`/api/links/${encodeURIComponent(id)}/logo`, { method: "POST", body: { data_url: dataUrl } });
}

/** DELETE /api/links/{id}/logo. */
export function removeLogo(id: string): Promise<TLink> {
  return api<TLink>(`/api/links/${encodeURIComponent(id)}/logo`, { method: "DELETE" });
}

export function useUploadLogo(id: string) {
  return useMutation({ mutationFn: (dataUrl: string) => uploadLogo(id, dataUrl), onSuccess: useLinkSaved() });
}

export function useRemoveLogo(id: string) {
  return useMutation({ mutationFn: () => removeLogo(id), onSuccess: useLinkSaved() });
}
