/** `npm run backup [-- --out <folder or file>]`: the database and the stored files in one file (backup-command.ts). */
import { BACKUP_USAGE, parseBackupArgs, runBackupCommand, typedFrom } from "./backup-command.ts";
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  usage: BACKUP_USAGE,
  // npm sets INIT_CWD to the folder the command was typed in.
  parse: (argv) => parseBackupArgs(argv, typedFrom(process.env.INIT_CWD)),
  run: runBackupCommand,
});
