/** `npm run seed`: the demo agency, its agent and one link of every survey type (see seed-command.ts). */
import { loadConfig } from "../config.ts";
import { runCli } from "./run-cli.ts";
import { parseSeedArgs, runSeed, SEED_USAGE } from "./seed-command.ts";

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  usage: SEED_USAGE,
  parse: parseSeedArgs,
  // runCli has already read and validated the configuration; reading it again cannot fail.
  run: (db, command, print) => runSeed(db, loadConfig(), print, command.submissions ? { submissions: command.submissions } : {}),
});
