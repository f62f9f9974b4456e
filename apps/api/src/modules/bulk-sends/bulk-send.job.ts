import { recipientLinkPath, renderSubject, renderTemplate, throttleDelayMs } from "@planready/contracts/bulk-sends";
import { setTimeout as sleep } from "node:timers/promises";
import type { AppDeps } from "../../core/deps.ts";
import { markClientsSent } from "../book/book.service.ts";
import { findOrgMember } from "../users/users.service.ts";
import {
  listUnsubscribeHeaders,
  quietHoursCheck,
  suppressAfterSmsRefusal,
  suppressedAmong,
  unsubscribeUrls,
} from "../suppressions/suppressions.service.ts";
import { loadSettings } from "./bulk-send-settings.ts";
import {
  claimNextRecipient,
  findSend,
  nextDeferredAt,
  setSendStatus,
  updateRecipient,
  type RecipientRow,
  type SendRow,
} from "./bulk-sends.repository.ts";
import { queueBulkSend } from "./bulk-sends.service.ts";
import { createRecipientToken } from "./recipient-links.ts";

export type BulkSendJobDeps = Pick<AppDeps, "db" | "jobs" | "log" | "mailer" | "sms" | "publicUrl" | "secrets"> & {
  /** The throttle: at most this many messages a minute per send (BULK_SEND_PER_MINUTE). */
  perMinute: number;
  /** How long one run of the job sends before it hands over to the next (a fresh job, so no run outlives its expiry). */
  runBudgetMs?: number;
};

/**
 * One run of a send's job (`bulk-send`, one at a time per send). Before each message it reads the send's status, so
 * a pause stops it within one message's time; it claims the next recipient due in the database first (the claim
 * carries the hash of the link's token), so a crash or a retry never sends one recipient twice; it asks the agency's
 * suppression list again (a STOP or an unsubscribe since the send was made is honoured) and the recipient's quiet
 * hours (a recipient whose evening came meanwhile waits for their morning). Paced by the throttle; after its budget
 * it queues its own continuation, and when only deferred recipients remain, a run at the first one's time.
 */
export async function runBulkSend(deps: BulkSendJobDeps, { sendId }: { sendId: string }): Promise<void> {
  const startedAt = Date.now();
  const budget = deps.runBudgetMs ?? 60_000;
  let sent = 0;
  let context: Awaited<ReturnType<typeof sendContext>> | undefined;
  for (;;) {
    const send = await findSend(deps.db, sendId);
    if (!send || send.status !== "sending") return;
    context ??= await sendContext(deps, send);
    const { token, hash } = createRecipientToken();
    const recipient = await claimNextRecipient(deps.db, sendId, hash);
    if (!recipient) {
      const next = await nextDeferredAt(deps.db, sendId);
      if (next) await queueBulkSend(deps, sendId, next);
      else await setSendStatus(deps.db, sendId, ["sending"], "completed");
      return;
    }
    await deliver(deps, send, context, recipient, token);
    sent++;
    const wait = throttleDelayMs(deps.perMinute, sent, startedAt, Date.now());
    if (Date.now() + wait - startedAt > budget) {
      await queueBulkSend(deps, sendId, new Date(Date.now() + wait));
      return;
    }
    if (wait > 0) await sleep(wait);
  }
}

async function sendContext(deps: BulkSendJobDeps, send: SendRow) {
  const agent = await findOrgMember(deps.db, send.org_id, send.user_id);
  if (!agent) throw new Error("the send's agent is no longer in its agency");
  const settings = await loadSettings(deps.db, agent);
  // The name the agent chose to send under, else their own.
  const agentName = settings.sender_name || [agent.first_name, agent.last_name].filter(Boolean).join(" ") || agent.email;
  return { settings, agentName, senderName: agentName, npn: settings.npn ?? "" };
}

/** One recipient's message; the outcome is stored on their row (never their address or words in a log line). */
async function deliver(
  deps: BulkSendJobDeps,
  send: SendRow,
  context: Awaited<ReturnType<typeof sendContext>>,
  recipient: RecipientRow,
  token: string,
): Promise<void> {
  // The agent removed the client from their book after choosing them: nothing more goes to them.
  if (recipient.client_id === null) {
    await updateRecipient(deps.db, recipient.id, { status: "failed", failure: "client_removed", token_hash: null });
    return;
  }
  const suppressed = await suppressedAmong(deps.db, send.org_id, send.channel, [recipient.address]);
  if (suppressed.size > 0) {
    await updateRecipient(deps.db, recipient.id, { status: "failed", failure: "opted_out", token_hash: null });
    return;
  }
  const quiet = quietHoursCheck(recipient.zip, context.settings.send_window, new Date());
  if (!quiet.allowed) {
    // Not sent: back to waiting, with no token (the next claim makes a new one).
    await updateRecipient(deps.db, recipient.id, { status: "deferred", not_before: quiet.nextAllowedAt, token_hash: null });
    return;
  }
  const values = {
    firstName: recipient.first_name,
    agentName: context.agentName,
    npn: context.npn,
    link: `${deps.publicUrl}${recipientLinkPath(token)}`,
  };
  try {
    if (send.channel === "email") {
      const unsubscribe = unsubscribeUrls(deps, { orgId: send.org_id, email: recipient.address });
      const rendered = { ...values, unsubscribeUrl: unsubscribe.pageUrl };
      await deps.mailer.send({
        to: recipient.address,
        subject: renderSubject(send.template.email_subject, send.locale, rendered),
        text: renderTemplate(send.template.email_body, "email", send.locale, rendered),
        template: "bulk-send",
        fromName: context.senderName,
        replyTo: context.settings.reply_to ?? undefined,
        headers: listUnsubscribeHeaders(unsubscribe.oneClickUrl),
      });
    } else {
      await deps.sms.send({
        to: recipient.address,
        body: renderTemplate(send.template.sms_body, "sms", send.locale, values),
        orgId: send.org_id,
      });
    }
  } catch (error) {
    // A number that opted out at the carrier, or cannot take texts, goes on the agency's list for every later send.
    const listed = send.channel === "sms" && (await suppressAfterSmsRefusal(deps.db, { orgId: send.org_id, to: recipient.address, error }));
    // The provider's words may name the address: only the error's kind is logged.
    deps.log.warn(
      { error: (error as Error)?.name ?? "unknown", sendId: send.id, recipientId: recipient.id },
      "a bulk send's message was not accepted",
    );
    await updateRecipient(deps.db, recipient.id, { status: "failed", failure: listed ? "suppressed_by_provider" : "provider_refused" });
    return;
  }
  await updateRecipient(deps.db, recipient.id, { status: "sent", sent_at: new Date() });
  // The book follows the first send: a reminder keeps the client's opened/submitted.
  await markClientsSent(deps.db, [recipient.client_id], send.parent_send_id ?? send.id);
}
