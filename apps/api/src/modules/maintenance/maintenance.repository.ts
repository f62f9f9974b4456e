import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { maintenance } from "../../db/schema.ts";

export type MaintenanceRow = typeof maintenance.$inferSelect;

export async function findActiveMaintenance(db: Db): Promise<MaintenanceRow | undefined> {
  const [row] = await db.select().from(maintenance).where(eq(maintenance.active, true)).orderBy(desc(maintenance.updated_at)).limit(1);
  return row;
}

export async function findUpcomingMaintenance(db: Db): Promise<MaintenanceRow | undefined> {
  const [row] = await db.select().from(maintenance).where(eq(maintenance.upcoming, true)).orderBy(desc(maintenance.updated_at)).limit(1);
  return row;
}

/** Switches maintenance: at most one record is active or upcoming at a time. */
export async function setMaintenance(
  db: Db,
  state: { active: boolean; upcoming: boolean; description: string | null },
): Promise<MaintenanceRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(maintenance).set({ active: false, upcoming: false });
    if (!state.active && !state.upcoming) return undefined;
    const [row] = await tx
      .insert(maintenance)
      .values({ active: state.active, upcoming: state.upcoming, data: { description: state.description } })
      .returning();
    return row;
  });
}
