import { normalizeUsPhone } from "@planready/contracts/compliance";
import type { Db } from "../db/client.ts";
import { listOutboxMessages } from "../integrations/mail/outbox.repository.ts";
import { listSmsOutbox } from "../integrations/sms/sms-outbox.ts";
import { isHelp, parseOptions, UsageError } from "./cli-args.ts";

export type OutboxCommand =
  | { action: "list"; to: string | undefined; limit: number }
  | { action: "list-sms"; to: string | undefined; limit: number }
  | { action: "help" };

export const OUTBOX_USAGE = `Usage: npm run outbox [-- --to someone@example.com] [--limit 20] [--channel sms]

  Prints the latest emails the app has written to its outbox (time, to, subject, body), oldest first.
  --to       only messages to this address (a phone number with --channel sms)
  --limit    how many (default 20, at most 500)
  --channel  email (the default), or sms: the texts kept in the SMS outbox (SMS_PROVIDER=outbox)`;

export const DEFAULT_OUTBOX_LIMIT = 20;

export function parseOutboxArgs(argv: string[]): OutboxCommand {
  if (argv.some(isHelp)) return { action: "help" };
  const options = parseOptions(argv, ["to", "limit", "channel"]);
  const channel = options.get("channel") ?? "email";
  if (channel !== "email" && channel !== "sms") throw new UsageError(`--channel is email or sms (got "${channel}").`);
  const given = options.get("to")?.trim();
  let to = given;
  if (given !== undefined && channel === "email" && !/^[^\s@]+@[^\s@]+$/.test(given))
    throw new UsageError(`--to needs an email address (got "${given}").`);
  if (given !== undefined && channel === "sms") {
    to = normalizeUsPhone(given) ?? undefined;
    if (!to) throw new UsageError(`--to needs a US phone number with --channel sms (got "${given}").`);
  }
  const rawLimit = options.get("limit");
  const limit = rawLimit === undefined ? DEFAULT_OUTBOX_LIMIT : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new UsageError(`--limit must be a whole number from 1 to 500 (got "${rawLimit}").`);
  return { action: channel === "sms" ? "list-sms" : "list", to, limit };
}

const when = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** Prints the messages oldest first, so the newest ends up just above the prompt. */
export async function runOutboxCommand(db: Db, command: Exclude<OutboxCommand, { action: "help" }>, print: (line: string) => void) {
  if (command.action === "list-sms") return printTexts(db, command, print);
  const messages = await listOutboxMessages(db, { to: command.to, limit: command.limit });
  if (messages.length === 0) {
    print(command.to ? `No messages to ${command.to} in the outbox.` : "The outbox is empty.");
    return;
  }
  for (const message of messages.toReversed()) {
    print(`── ${when(message.created_at)}  to ${message.to_address}${message.sent_at ? `  (sent ${when(message.sent_at)})` : ""}`);
    print(`   Subject: ${message.subject}`);
    for (const line of message.text_body.split("\n")) print(`   ${line}`.trimEnd());
    print("");
  }
  const scope = command.to ? ` to ${command.to}` : "";
  print(`${messages.length} message${messages.length === 1 ? "" : "s"}${scope}, oldest first (latest ${command.limit} at most).`);
}

/** The SMS outbox, oldest first: time, numbers, the text. */
async function printTexts(db: Db, command: { to: string | undefined; limit: number }, print: (line: string) => void) {
  const texts = await listSmsOutbox(db, { to: command.to, limit: command.limit });
  if (texts.length === 0) {
    print(command.to ? `No texts to ${command.to} in the SMS outbox.` : "The SMS outbox is empty.");
    return;
  }
  for (const text of texts.toReversed()) {
    print(`── ${when(text.created_at)}  to ${text.to_number}  from ${text.from_number}`);
    for (const line of text.body.split("\n")) print(`   ${line}`.trimEnd());
    print("");
  }
  print(
    `${texts.length} text${texts.length === 1 ? "" : "s"}${command.to ? ` to ${command.to}` : ""}, oldest first (latest ${command.limit} at most).`,
  );
}
