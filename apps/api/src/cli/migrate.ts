/**
 * `npm run migrate`: applies the migrations to the database (DATABASE_URL, or the embedded one of DATA_DIR) and
 * exits. Every server applies them at its start anyway, one process at a time (db/migrate.ts); a deployment may run
 * this once as its release step, before the new processes start.
 */
import { runMigrations } from "../db/migrate.ts";
import { isHelp, UsageError } from "./cli-args.ts";
import { runCli } from "./run-cli.ts";

const USAGE = `Usage: npm run migrate

Applies the migrations to DATABASE_URL (or the embedded database of DATA_DIR) and exits.`;

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  usage: USAGE,
  parse: (argv): { action: "migrate" } | { action: "help" } => {
    if (argv.some(isHelp)) return { action: "help" };
    if (argv.length > 0) throw new UsageError("npm run migrate takes no arguments.");
    return { action: "migrate" };
  },
  run: async (db, _command, print) => {
    await runMigrations(db);
    print("Migrations applied.");
  },
});
