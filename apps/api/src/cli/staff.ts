/** `npm run staff -- add <email> | remove <email> | list`: who may open the staff console. */
import { parseStaffArgs, runStaffCommand, STAFF_USAGE } from "./staff-command.ts";
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli({ argv: process.argv.slice(2), usage: STAFF_USAGE, parse: parseStaffArgs, run: runStaffCommand });
