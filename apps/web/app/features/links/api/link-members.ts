import type { TLink, TLinkDeliveryTarget } from "@planready/contracts/links";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useLinkSaved } from "./update-link";

/** POST /api/linkStakeholders adds, PUT removes; each answers with the link as it now is. */
export function changeStakeholders(linkId: string, userIds: string[], change: "add" | "remove"): Promise<TLink> {
  return api<TLink>("/api/linkStakeholders", { method: change === "add" ? "POST" : "PUT", body: { link_id: linkId, user_ids: userIds } });
}

/** POST /api/linkDeliveries adds targets. */
export function addDeliveries(linkId: string, deliveries: TLinkDeliveryTarget[]): Promise<TLink> {
  return api<TLink>("/api/linkDeliveries", { method: "POST", body: { link_id: linkId, deliveries } });
}

/** PUT /api/linkDeliveries removes deliveries by id. */
export function removeDeliveries(linkId: string, deliveryIds: string[]): Promise<TLink> {
  return api<TLink>("/api/linkDeliveries", { method: "PUT", body: { link_id: linkId, delivery_ids: deliveryIds } });
}

export function useChangeStakeholders(linkId: string) {
  return useMutation({
    mutationFn: ({ userIds, change }: { userIds: string[]; change: "add" | "remove" }) => changeStakeholders(linkId, userIds, change),
    onSuccess: useLinkSaved(),
  });
}

export function useAddDelivery(linkId: string) {
  return useMutation({ mutationFn: (target: TLinkDeliveryTarget) => addDeliveries(linkId, [target]), onSuccess: useLinkSaved() });
}

export function useRemoveDelivery(linkId: string) {
  return useMutation({ mutationFn: (deliveryId: string) => removeDeliveries(linkId, [deliveryId]), onSuccess: useLinkSaved() });
}
