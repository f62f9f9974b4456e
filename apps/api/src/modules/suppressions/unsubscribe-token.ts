import { ZMessageChannel, type TMessageChannel } from "@planready/contracts/compliance";
import type { SecretBox } from "../../lib/secret-box.ts";

/**
 * The token of an unsubscribe link: the agency, the channel and the address sealed with AES-256-GCM under the
 * server's secret-box key (lib/secret-box.ts), so the link carries no address in clear and cannot be forged or
 * altered. It stays valid while that key stays (INTEGRATIONS_SECRET_KEY, or the session secret it derives from).
 */
const CONTEXT = "unsubscribe v1";

export type UnsubscribeClaim = { orgId: string; channel: TMessageChannel; address: string };

export function sealUnsubscribeToken(secrets: SecretBox, claim: UnsubscribeClaim): string {
  return secrets.seal(JSON.stringify({ o: claim.orgId, c: claim.channel, a: claim.address }), CONTEXT);
}

/** The claim a token carries, or null when it is not one of ours (tampered, truncated, or sealed under another key). */
export function openUnsubscribeToken(secrets: SecretBox, token: string): UnsubscribeClaim | null {
  try {
    const { o, c, a } = JSON.parse(secrets.open(token, CONTEXT)) as { o?: unknown; c?: unknown; a?: unknown };
    const channel = ZMessageChannel.safeParse(c);
    if (typeof o !== "string" || typeof a !== "string" || !channel.success) return null;
    return { orgId: o, channel: channel.data, address: a };
  } catch {
    return null;
  }
}
