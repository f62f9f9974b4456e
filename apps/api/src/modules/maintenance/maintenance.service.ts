import type { TMaintenanceMode, TStaffMaintenance } from "@planready/contracts/staff";
import type { Db } from "../../db/client.ts";
import { findActiveMaintenance, findUpcomingMaintenance, setMaintenance } from "./maintenance.repository.ts";

/** What is switched on: the maintenance page (`on`), an announcement of it (`upcoming`), or nothing. */
export async function getMaintenanceMode(db: Db): Promise<TStaffMaintenance> {
  const active = await findActiveMaintenance(db);
  const row = active ?? (await findUpcomingMaintenance(db));
  if (!row) return { mode: "off", description: null, since: null };
  return { mode: active ? "on" : "upcoming", description: row.data.description, since: row.updated_at.toISOString() };
}

/**
 * Switches maintenance as `npm run maintenance` does: `on` shows the maintenance page to everyone (ending an
 * announcement), `upcoming` announces it, `off` ends both. At most one record is active or upcoming at a time.
 */
export async function switchMaintenance(db: Db, mode: TMaintenanceMode, description: string | null): Promise<TStaffMaintenance> {
  const text = description?.trim() || null;
  await setMaintenance(db, { active: mode === "on", upcoming: mode === "upcoming", description: mode === "off" ? null : text });
  return getMaintenanceMode(db);
}
