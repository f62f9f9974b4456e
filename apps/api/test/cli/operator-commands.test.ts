import { eq } from "drizzle-orm";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { runMaintenanceCommand } from "../../src/cli/maintenance-command.ts";
import { runOutboxCommand } from "../../src/cli/outbox-command.ts";
import type { Db } from "../../src/db/client.ts";
import { auditLog, mailOutbox, smsOutbox } from "../../src/db/schema.ts";
import { findActiveMaintenance, findUpcomingMaintenance } from "../../src/modules/maintenance/maintenance.repository.ts";
import { testEnv } from "../helpers/app.ts";
import { connectTestDb } from "../helpers/database.ts";

let db: Db;
beforeAll(async () => {
  db = await connectTestDb();
});

async function capture(run: (print: (line: string) => void) => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  await run((line) => lines.push(line));
  return lines;
}

describe("maintenance command", () => {
  it("switches maintenance on, announces, switches off, and reports each state", async () => {
    const on = await capture((print) => runMaintenanceCommand(db, { action: "on", description: "We are upgrading the database" }, print));
    expect(on[0]).toMatch(/^Maintenance: ON since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC "We are upgrading the database"\./);
    expect(on[1]).toBe("Announced: nothing.");
    expect((await findActiveMaintenance(db))?.data.description).toBe("We are upgrading the database");

    const upcoming = await capture((print) => runMaintenanceCommand(db, { action: "upcoming", description: "Saturday 2am–3am ET" }, print));
    expect(upcoming[0]).toBe("Maintenance: off.");
    expect(upcoming[1]).toMatch(/^Announced: "Saturday 2am–3am ET" \(since .* UTC\)\.$/);
    expect(await findActiveMaintenance(db)).toBeUndefined();

    const status = await capture((print) => runMaintenanceCommand(db, { action: "status" }, print));
    expect(status).toEqual(upcoming);

    const off = await capture((print) => runMaintenanceCommand(db, { action: "off" }, print));
    expect(off).toEqual(["Maintenance: off.", "Announced: nothing."]);
    expect(await findUpcomingMaintenance(db)).toBeUndefined();

    // Each switch (not the status report) is kept in the audit log as the operator's.
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, "staff.maintenance_changed")).orderBy(auditLog.id);
    expect(audited.map((e) => [e.actor_kind, e.details.mode, e.details.via])).toEqual([
      ["system", "on", "cli"],
      ["system", "upcoming", "cli"],
      ["system", "off", "cli"],
    ]);
  });

  it("switches on without a description", async () => {
    const lines = await capture((print) => runMaintenanceCommand(db, { action: "on", description: null }, print));
    expect(lines[0]).toMatch(/\(no description\)/);
    await runMaintenanceCommand(db, { action: "off" }, () => {});
  });
});

describe("outbox command", () => {
  beforeAll(async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute));
    await db.insert(mailOutbox).values([
      { to_address: "ana@example.com", subject: "First", text_body: "one\ntwo", template: "t", created_at: at(1) },
      { to_address: "bo@example.com", subject: "Second", text_body: "hello", template: "t", created_at: at(2), sent_at: at(3) },
      ...Array.from({ length: 21 }, (_, i) => ({
        to_address: "Ana@Example.com",
        subject: `Bulk ${i + 1}`,
        text_body: "bulk",
        template: "t",
        created_at: at(10 + i),
      })),
    ]);
  });

  it("prints the latest 20, oldest first, with time, recipient, subject and body", async () => {
    const lines = await capture((print) => runOutboxCommand(db, { action: "list", to: undefined, limit: 20 }, print));
    const headers = lines.filter((l) => l.startsWith("── "));
    expect(headers).toHaveLength(20);
    expect(lines).toContain("   Subject: Bulk 2");
    expect(lines).not.toContain("   Subject: Bulk 1");
    expect(lines.filter((l) => l.startsWith("   Subject: ")).at(-1)).toBe("   Subject: Bulk 21");
    expect(headers[0]).toBe("── 2026-11-21 09:11:00 UTC  to Ana@Example.com");
    expect(lines.at(-1)).toBe("20 messages, oldest first (latest 20 at most).");
  });

  it("filters by recipient without regard to case, and shows multi-line bodies and sent times", async () => {
    const ana = await capture((print) => runOutboxCommand(db, { action: "list", to: "ANA@example.com", limit: 50 }, print));
    expect(ana.filter((l) => l.startsWith("── "))).toHaveLength(22);
    expect(ana.slice(0, 4)).toEqual(["── 2026-11-21 09:01:00 UTC  to ana@example.com", "   Subject: First", "   one", "   two"]);

    const bo = await capture((print) => runOutboxCommand(db, { action: "list", to: "bo@example.com", limit: 20 }, print));
    expect(bo[0]).toBe("── 2026-11-21 09:02:00 UTC  to bo@example.com  (sent 2026-11-21 09:03:00 UTC)");
    expect(bo.at(-1)).toBe("1 message to bo@example.com, oldest first (latest 20 at most).");
  });

  it("says so when nothing matches", async () => {
    expect(await capture((print) => runOutboxCommand(db, { action: "list", to: "nobody@example.com", limit: 20 }, print))).toEqual([
      "No messages to nobody@example.com in the outbox.",
    ]);
  });
  it("prints the SMS outbox with --channel sms: numbers and text, oldest first", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute));
    await db.insert(smsOutbox).values([
      { to_number: "+15552010000", from_number: "+15550100100", body: "Your survey\nReply STOP to opt out", created_at: at(1) },
      { to_number: "+15552010001", from_number: "+15550100100", body: "Other", created_at: at(2) },
    ]);
    const lines = await capture((print) => runOutboxCommand(db, { action: "list-sms", to: "+15552010000", limit: 20 }, print));
    expect(lines).toEqual([
      "── 2026-11-21 10:01:00 UTC  to +15552010000  from +15550100100",
      "   Your survey",
      "   Reply STOP to opt out",
      "",
      "1 text to +15552010000, oldest first (latest 20 at most).",
    ]);
    expect(await capture((print) => runOutboxCommand(db, { action: "list-sms", to: "+15559999999", limit: 20 }, print))).toEqual([
      "No texts to +15559999999 in the SMS outbox.",
    ]);
  });
});

describe("the commands as an operator runs them", () => {
  const cli = path.resolve(import.meta.dirname, "../../src/cli");
  const run = async (script: string, args: string[]) => {
    const env = { PATH: process.env.PATH ?? "", ...(await testEnv()) };
    return promisify(execFile)(process.execPath, [path.join(cli, script), ...args], { env, cwd: path.dirname(cli) }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
  };

  it("use DATABASE_URL and report the state", async () => {
    const result = await run("maintenance.ts", ["upcoming", "Sunday 1am ET"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/Announced: "Sunday 1am ET"/);
    expect((await findUpcomingMaintenance(db))?.data.description).toBe("Sunday 1am ET");
    const outbox = await run("outbox.ts", ["--to", "bo@example.com"]);
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toContain("Subject: Second");
  });

  it("exit with 64 and the usage on bad arguments, before touching the database", async () => {
    const result = await run("maintenance.ts", ["restart"]);
    expect(result.code).toBe(64);
    expect(result.stderr).toContain('Unknown command "restart"');
    expect(result.stderr).toContain("Usage: npm run maintenance -- <command>");
    const outbox = await run("outbox.ts", ["--limit", "0"]);
    expect(outbox.code).toBe(64);
    expect(outbox.stderr).toContain("Usage: npm run outbox");
  });
});
