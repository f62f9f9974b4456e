import { MAINTENANCE_BYPASS_COOKIE } from "@planready/contracts/maintenance";
import type { Db } from "../db/client.ts";
import { findActiveMaintenance, findUpcomingMaintenance } from "../modules/maintenance/maintenance.repository.ts";
import { switchMaintenance } from "../modules/maintenance/maintenance.service.ts";
import { recordAudit } from "../modules/audit/audit.service.ts";
import { isHelp, UsageError } from "./cli-args.ts";

export type MaintenanceCommand =
  | { action: "on"; description: string | null }
  | { action: "off" }
  | { action: "upcoming"; description: string }
  | { action: "status" }
  | { action: "help" };

export const MAINTENANCE_USAGE = `Usage: npm run maintenance -- <command>

  on ["description"]          show the maintenance page to everyone (ends an announcement)
  off                         back to normal (also ends an announcement)
  upcoming "when and what"    announce maintenance, e.g. "Saturday 2am–3am ET"
  status                      show what is switched on

Staff with the cookie ${MAINTENANCE_BYPASS_COOKIE}=true still get through while it is on.`;

const MAX_DESCRIPTION = 500;

function description(value: string | undefined, required: boolean): string | null {
  const text = value?.trim() ?? "";
  if (!text) {
    if (required) throw new UsageError('Say when, in quotes: npm run maintenance -- upcoming "Saturday 2am–3am ET"');
    return null;
  }
  if (text.length > MAX_DESCRIPTION)
    throw new UsageError(`The description is ${text.length} characters long; keep it under ${MAX_DESCRIPTION}.`);
  return text;
}

/** Understands `on ["text"]`, `off`, `upcoming "text"`, `status` (and help). */
export function parseMaintenanceArgs(argv: string[]): MaintenanceCommand {
  const [action, ...rest] = argv;
  if (action === undefined) throw new UsageError("Which command? on, off, upcoming or status.");
  if (isHelp(action)) return { action: "help" };
  const tooMany = (max: number, hint: string) => {
    if (rest.length > max) throw new UsageError(`Too many arguments for "${action}". ${hint}`);
  };
  switch (action) {
    case "on":
      tooMany(1, 'Put the description in quotes: on "We are upgrading the database"');
      return { action: "on", description: description(rest[0], false) };
    case "upcoming":
      tooMany(1, 'Put the description in quotes: upcoming "Saturday 2am–3am ET"');
      return { action: "upcoming", description: description(rest[0], true)! };
    case "off":
    case "status":
      tooMany(0, `"${action}" takes no arguments.`);
      return { action };
    default:
      throw new UsageError(`Unknown command "${action}". Use on, off, upcoming or status.`);
  }
}

const when = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
const quoted = (text: string | null) => (text ? `"${text}"` : "(no description)");

/** Carries a parsed command out and reports the resulting state, one line at a time. */
export async function runMaintenanceCommand(
  db: Db,
  command: Exclude<MaintenanceCommand, { action: "help" }>,
  print: (line: string) => void,
) {
  // The same switch as the staff console's (maintenance.service.ts), kept in the audit log as the operator's.
  if (command.action !== "status") {
    await switchMaintenance(db, command.action, command.action === "off" ? null : command.description);
    await recordAudit(db, null, null, { action: "staff.maintenance_changed", orgId: null, details: { mode: command.action, via: "cli" } });
  }

  const [active, upcoming] = [await findActiveMaintenance(db), await findUpcomingMaintenance(db)];
  print(
    active
      ? `Maintenance: ON since ${when(active.updated_at)} ${quoted(active.data.description)}. Visitors see the maintenance page.`
      : "Maintenance: off.",
  );
  print(upcoming ? `Announced: ${quoted(upcoming.data.description)} (since ${when(upcoming.updated_at)}).` : "Announced: nothing.");
}
