import type { Db } from "../db/client.ts";
import { listOutboxMessages } from "../integrations/mail/outbox.repository.ts";
import { isHelp, parseOptions, UsageError } from "./cli-args.ts";

export type OutboxCommand = { action: "list"; to: string | undefined; limit: number } | { action: "help" };

export const OUTBOX_USAGE = `Usage: npm run outbox [-- --to someone@example.com] [--limit 20]

  Prints the latest emails the app has written to its outbox (time, to, subject, body), oldest first.
  --to      only messages to this address
  --limit   how many (default 20, at most 500)`;

export const DEFAULT_OUTBOX_LIMIT = 20;

export function parseOutboxArgs(argv: string[]): OutboxCommand {
  if (argv.some(isHelp)) return { action: "help" };
  const options = parseOptions(argv, ["to", "limit"]);
  const to = options.get("to")?.trim();
  if (to !== undefined && !/^[^\s@]+@[^\s@]+$/.test(to)) throw new UsageError(`--to needs an email address (got "${to}").`);
  const rawLimit = options.get("limit");
  const limit = rawLimit === undefined ? DEFAULT_OUTBOX_LIMIT : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new UsageError(`--limit must be a whole number from 1 to 500 (got "${rawLimit}").`);
  return { action: "list", to, limit };
}

const when = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** Prints the messages oldest first, so the newest ends up just above the prompt. */
export async function runOutboxCommand(db: Db, command: Extract<OutboxCommand, { action: "list" }>, print: (line: string) => void) {
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
