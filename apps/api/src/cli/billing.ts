/** `npm run billing -- simulate-renewal --org <id or name> --outcome failed|succeeded` (sandbox only; see billing-command.ts). */
import { loadConfig } from "../config.ts";
import { BILLING_USAGE, parseBillingArgs, runBillingCommand } from "./billing-command.ts";
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  usage: BILLING_USAGE,
  parse: parseBillingArgs,
  // runCli has already read and validated the configuration; reading it again cannot fail.
  run: (db, command, print) => runBillingCommand(db, loadConfig(), command, print),
});
