import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { linkKeys } from "./link-keys";

/** DELETE /api/links/{id}: a soft delete; the link's submissions stay (409 while its subscription still renews). */
export function deleteLink(id: string): Promise<null> {
  return api<null>(`/api/links/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; orgId: string }) => deleteLink(id),
    onSuccess: (_data, { id, orgId }) => {
      queryClient.removeQueries({ queryKey: linkKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: linkKeys.orgLinks(orgId) }),
        queryClient.invalidateQueries({ queryKey: linkKeys.qrCodes() }),
      ]);
    },
  });
}
