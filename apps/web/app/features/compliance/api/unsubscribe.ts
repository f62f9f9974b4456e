import type { TUnsubscribeState } from "@planready/contracts/suppressions";
import { api } from "../../../lib/api";

/**
 * The calls of the public unsubscribe page (`/unsubscribe/{token}`): the token, from the email's link, is the only
 * key, and it names no address. Made by the page's loader and action on the server, as the visitor.
 */
export function getUnsubscribeState(token: string, request: Request): Promise<TUnsubscribeState> {
  return api(`/api/unsubscribe/${encodeURIComponent(token)}/state`, { request });
}

/** Unsubscribe (the page's button), or undo it (`resubscribe`). */
export function changeSubscription(token: string, request: Request, intent: "unsubscribe" | "resubscribe"): Promise<TUnsubscribeState> {
  return api(`/api/unsubscribe/${encodeURIComponent(token)}`, {
    method: intent === "unsubscribe" ? "POST" : "DELETE",
    ...(intent === "unsubscribe" ? { body: {} } : {}),
    request,
    asClient: true,
  });
}
