/** `npm run outbox [-- --to someone@example.com] [--limit 20]`: reads the emails the app has written to its outbox. */
import { OUTBOX_USAGE, parseOutboxArgs, runOutboxCommand } from "./outbox-command.ts";
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  usage: OUTBOX_USAGE,
  parse: parseOutboxArgs,
  run: runOutboxCommand,
});
