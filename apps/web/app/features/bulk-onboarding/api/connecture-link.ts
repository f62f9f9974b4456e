import type { TPartnerFrame } from "@planready/contracts/bulk-onboarding";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST /api/rfxc/check-account-status: whether the agent id has an account, and whether it is the caller's. */
export function checkAccountStatus(connAgentId: string, request?: Request) {
  return api<{ has_account: boolean; is_you: boolean }>("/api/rfxc/check-account-status", {
    method: "POST",
    body: { connAgentId },
    ...(request ? { request } : {}),
  });
}

/** POST /api/rfxc/link-requests/confirm: the emailed link opened by its account links the agent id. */
export function confirmConnectureLink(token: string, request?: Request) {
  return api<{ connecture_agent_id: string }>("/api/rfxc/link-requests/confirm", {
    method: "POST",
    body: { token },
    ...(request ? { request } : {}),
  });
}

/** POST /api/rfxc/link-requests: email the account's own address the verification link. */
export function useRequestConnectureLink() {
  return useMutation({
    mutationFn: (body: { connAgentId: string; search: string }) =>
      api<{ sent_to: string }>("/api/rfxc/link-requests", { method: "POST", body }),
  });
}

/** GET /api/rfxc/frame: the partner's return address and logo, kept only from the operator's allowed origins. */
export function getPartnerFrame(query: { returnUrl: string | null; logoUrl: string | null }, request?: Request): Promise<TPartnerFrame> {
  const params = new URLSearchParams();
  if (query.returnUrl) params.set("returnUrl", query.returnUrl);
  if (query.logoUrl) params.set("logoUrl", query.logoUrl);
  const search = params.toString();
  return api<TPartnerFrame>(`/api/rfxc/frame${search ? `?${search}` : ""}`, request ? { request } : {});
}
