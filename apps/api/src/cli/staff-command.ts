import type { Db } from "../db/client.ts";
import { recordAudit } from "../modules/audit/audit.service.ts";
import { listStaff, setStaff } from "../modules/users/users.service.ts";
import { isHelp, UsageError } from "./cli-args.ts";

export type StaffCommand = { action: "add" | "remove"; email: string } | { action: "list" } | { action: "help" };

export const STAFF_USAGE = `Usage: npm run staff -- <command>

  add <email>       let this user open the staff console (/internal)
  remove <email>    take the staff console away from them
  list              show everyone who is staff

The person must have signed up already. Nobody becomes staff any other way; each change is kept in the audit log.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Understands `add <email>`, `remove <email>`, `list` (and help). */
export function parseStaffArgs(argv: string[]): StaffCommand {
  const [action, ...rest] = argv;
  if (action === undefined) throw new UsageError("Which command? add, remove or list.");
  if (isHelp(action)) return { action: "help" };
  switch (action) {
    case "add":
    case "remove": {
      if (rest.length === 0) throw new UsageError(`Whose address? npm run staff -- ${action} person@example.com`);
      if (rest.length > 1) throw new UsageError(`"${action}" takes one address.`);
      const email = rest[0]!.trim();
      if (!EMAIL.test(email)) throw new UsageError(`"${email}" is not an email address.`);
      return { action, email };
    }
    case "list":
      if (rest.length > 0) throw new UsageError('"list" takes no arguments.');
      return { action };
    default:
      throw new UsageError(`Unknown command "${action}". Use add, remove or list.`);
  }
}

/** Carries a parsed command out, recording each change in the audit log as the operator's (a system action). */
export async function runStaffCommand(db: Db, command: Exclude<StaffCommand, { action: "help" }>, print: (line: string) => void) {
  if (command.action === "list") {
    const staff = await listStaff(db);
    if (staff.length === 0) print("Nobody is staff.");
    for (const user of staff) print(user.email);
    return;
  }
  const isStaff = command.action === "add";
  const result = await setStaff(db, command.email, isStaff);
  if (!result) throw new UsageError(`No user has the address ${command.email}. They sign up first, then you add them.`);
  if (!result.changed) {
    print(`${result.user.email} ${isStaff ? "already is" : "is not"} staff: nothing changed.`);
    return;
  }
  await recordAudit(db, null, null, {
    action: isStaff ? "staff.added" : "staff.removed",
    orgId: null,
    target: { type: "user", id: result.user.id },
    details: { email: result.user.email },
  });
  print(isStaff ? `${result.user.email} is now staff: they can open /internal.` : `${result.user.email} is no longer staff.`);
}
