import { normalizeUsPhone, smsKeywordIntent, type TSmsKeywordIntent } from "@planready/contracts/compliance";
import type { Db } from "../../db/client.ts";
import type { FormParams } from "../../integrations/sms/twilio-signature.ts";
import { findOrgById } from "../orgs/orgs.service.ts";
import { deleteSuppressionFromSources, selectOrgOfMessage, selectOrgsThatTexted } from "./suppressions.repository.ts";
import { suppress } from "./suppressions.service.ts";

/**
 * An inbound text (Twilio's webhook parameters, signature already checked). An opt-out keyword puts the sender's
 * number at once on the suppression list of every agency that texted it from the number it answers (on a shared
 * number a reply cannot say which agency it means, and STOP means "no more texts from this number"); START/UNSTOP/YES
 * takes off what an earlier keyword put there; HELP is answered. Returns the reply text, or null for none.
 */
export async function handleInboundSms(db: Db, params: FormParams): Promise<{ intent: TSmsKeywordIntent; reply: string | null }> {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value) ?? "";
  };
  const from = normalizeUsPhone(one("From"));
  const { intent, keyword } = keywordOf(one("Body"), one("OptOutType"));
  if (!from || intent === "none") return { intent, reply: null };
  const senders = [one("To"), one("MessagingServiceSid")].filter(Boolean);
  const orgIds = await selectOrgsThatTexted(db, from, senders);
  if (intent === "opt_out") {
    for (const orgId of orgIds) {
      await suppress(db, { orgId, channel: "sms", address: from, reason: "opted_out", source: "sms_keyword", detail: keyword });
    }
  } else if (intent === "opt_in") {
    for (const orgId of orgIds) {
      await deleteSuppressionFromSources(db, { orgId, channel: "sms", address: from, sources: ["sms_keyword"] });
    }
  }
  const agency = orgIds[0] ? ((await findOrgById(db, orgIds[0]))?.name ?? null) : null;
  return { intent, reply: replyText(intent, agency) };
}

/**
 * The keyword of a text. With Twilio's Advanced Opt-Out, Twilio itself names the intent (`OptOutType`: STOP, START,
 * HELP), which covers the keywords the account added; otherwise the body is read (contracts `smsKeywordIntent`).
 */
function keywordOf(body: string, optOutType: string): { intent: TSmsKeywordIntent; keyword: string | null } {
  const read = smsKeywordIntent(body);
  if (read.intent !== "none") return read;
  const given = optOutType.toUpperCase();
  const keyword = body.trim().slice(0, 40).toUpperCase() || given;
  if (given === "STOP") return { intent: "opt_out", keyword };
  if (given === "START") return { intent: "opt_in", keyword };
  if (given === "HELP") return { intent: "help", keyword };
  return read;
}

/** The answer, in English (carriers expect it), named for the agency whose text it answers when there is one. */
function replyText(intent: TSmsKeywordIntent, agency: string | null): string | null {
  const who = agency ? `${agency}: ` : "";
  switch (intent) {
    case "opt_out":
      return `${who}You are unsubscribed and will receive no more texts from us. Reply START to resubscribe.`;
    case "opt_in":
      return `${who}You are resubscribed. Reply HELP for help, STOP to unsubscribe.`;
    case "help":
      return `${who}Texts about your insurance survey. For help, contact your agent. Reply STOP to unsubscribe. Msg & data rates may apply.`;
    default:
      return null;
  }
}

/** A TwiML answer: the reply as one message, or an empty response (Twilio sends nothing). */
export function twiml(reply: string | null): string {
  const escaped = reply?.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ""}</Response>`;
}

/**
 * Twilio's delivery errors that say the number will never take a text from us: 30004 blocked (by the recipient or
 * the carrier's opt-out), 30005 unknown or inactive number, 30006 a landline or a carrier that cannot receive texts,
 * 21610 the recipient opted out of this sender.
 */
const UNDELIVERABLE_CODES: Record<string, "opted_out" | "undeliverable"> = {
  "21610": "opted_out",
  "30004": "opted_out",
  "30005": "undeliverable",
  "30006": "undeliverable",
};

/**
 * A status callback for a text we sent: when it failed for good (see the codes above), the number goes on the list
 * of the agency that sent that very message (found by its id in `sms_sent`). Any other status changes nothing.
 */
export async function handleSmsStatus(db: Db, params: FormParams): Promise<void> {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value) ?? "";
  };
  const status = one("MessageStatus") || one("SmsStatus");
  const reason = UNDELIVERABLE_CODES[one("ErrorCode")];
  if ((status !== "undelivered" && status !== "failed") || !reason) return;
  const to = normalizeUsPhone(one("To"));
  const orgId = to ? await selectOrgOfMessage(db, one("MessageSid"), to) : null;
  if (!to || !orgId) return;
  await suppress(db, { orgId, channel: "sms", address: to, reason, source: "provider", detail: one("ErrorCode") });
}
