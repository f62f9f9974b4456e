/** `npm run restore -- <backup file>`: a backup back into a new, empty database and the storage (backup-command.ts). */
import { parseRestoreArgs, RESTORE_USAGE, runRestoreCommand, typedFrom } from "./backup-command.ts";
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  usage: RESTORE_USAGE,
  // npm sets INIT_CWD to the folder the command was typed in.
  parse: (argv) => parseRestoreArgs(argv, typedFrom(process.env.INIT_CWD)),
  run: runRestoreCommand,
});
