import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, isDatabaseUnavailable } from "../../src/db/client.ts";
import { connectTestDb, fileDatabaseUrl } from "../helpers/database.ts";

/**
 * Connections that die under the app (PostgreSQL restarted, a backend terminated): the process never crashes on
 * them, the failed query reads as "database unavailable" (503), and no client is lost to the pool, which still ends.
 */
async function terminate(pid: number) {
  const admin = await connectTestDb();
  await admin.execute(sql`select pg_terminate_backend(${pid})`);
}

describe("a connection dying while checked out", () => {
  it("inside a transaction: the transaction fails as database unavailable, the pool keeps no dead client and ends", async () => {
    const db = createDb(await fileDatabaseUrl(), 2);
    const failure = await db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await terminate(rows[0]!.pid);
        // Idle inside the transaction while its connection ends: the client's `error` event must not crash the process.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await expect.poll(() => db.$client.totalCount).toBe(0);
    const { rows } = await db.$client.query<{ one: number }>("select 1 as one");
    expect(rows[0]!.one).toBe(1);
    await db.$client.end();
  });

  it("a client whose holder never releases it (a BEGIN that failed) goes back to the pool, which still ends", async () => {
    const db = createDb(await fileDatabaseUrl(), 1);
    const client = await db.$client.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    await terminate(rows[0]!.pid);
    await expect(client.query("begin")).rejects.toSatisfy(isDatabaseUnavailable);
    // Never released by its holder: the pool (of one) serves the next query anyway, and ends.
    await expect.poll(() => db.$client.totalCount).toBe(0);
    expect((await db.$client.query<{ one: number }>("select 1 as one")).rows[0]!.one).toBe(1);
    client.release();
    await db.$client.end();
  });
});
