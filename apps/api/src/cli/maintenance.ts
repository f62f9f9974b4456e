/**
 * `npm run maintenance -- on ["description"] | off | upcoming "when" | status`: switches the maintenance page
 * and the maintenance announcement.
 */
import { MAINTENANCE_USAGE, parseMaintenanceArgs, runMaintenanceCommand } from "./maintenance-command.ts";
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  usage: MAINTENANCE_USAGE,
  parse: parseMaintenanceArgs,
  run: runMaintenanceCommand,
});
