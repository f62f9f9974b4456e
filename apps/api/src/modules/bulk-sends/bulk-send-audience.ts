import type { TBulkSendChannel, TSendWindow, TSkipCounts, TSkipReason } from "@planready/contracts/bulk-sends";
import { sendability } from "@planready/contracts/compliance";
import type { Db } from "../../db/client.ts";
import type { BookSendClient } from "../book/book.service.ts";
import { quietHoursCheck, suppressedAmong } from "../suppressions/suppressions.service.ts";

/** A client a send will reach: where, and not before when (their quiet hours), or now. */
export type AudienceMember = { client: BookSendClient; address: string; notBefore: Date | null };

export const emptySkipCounts = (): TSkipCounts => ({
  no_consent: 0,
  opted_out: 0,
  invalid_address: 0,
  quiet_hours: 0,
  already_submitted: 0,
});

/**
 * Who of the chosen clients a send reaches, and why the others are not (the dry run's numbers and the send's own):
 * consent for the channel, a valid address of the channel, not on the agency's suppression list (contracts
 * `sendability`, modules/suppressions). Quiet hours do not take anyone out: the member waits (`notBefore`) and the
 * count `quiet_hours` says how many will.
 */
export async function chooseAudience(
  db: Db,
  orgId: string,
  channel: TBulkSendChannel,
  window: TSendWindow,
  clients: readonly BookSendClient[],
  now: Date,
): Promise<{ members: AudienceMember[]; skipped: TSkipCounts }> {
  const skipped = emptySkipCounts();
  const addressOf = (c: BookSendClient) => (channel === "email" ? c.email : c.phone);
  const suppressed = await suppressedAmong(
    db,
    orgId,
    channel,
    clients.map(addressOf).filter((a): a is string => !!a),
  );
  const members: AudienceMember[] = [];
  for (const client of clients) {
    const verdict = sendability({
      channel,
      consents: client.consent_channels.map((c) => ({ channel: c })),
      address: addressOf(client),
      suppressed,
    });
    if (!verdict.sendable) {
      const reason: TSkipReason = verdict.reason === "no_address" ? "invalid_address" : verdict.reason;
      skipped[reason]++;
      continue;
    }
    const quiet = quietHoursCheck(client.zip, window, now);
    if (!quiet.allowed) skipped.quiet_hours++;
    members.push({ client, address: verdict.address, notBefore: quiet.allowed ? null : quiet.nextAllowedAt });
  }
  return { members, skipped };
}
