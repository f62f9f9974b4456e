import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setMaintenance } from "../../src/modules/maintenance/maintenance.repository.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await setMaintenance(t.db, { active: false, upcoming: false, description: null });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/maintenance and /api/maintenance/upcoming", () => {
  it("are inactive by default, for anyone, and never cached", async () => {
    const now = await get("/api/maintenance");
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ data: null, active: false });
    expect(now.headers["cache-control"]).toBe("no-store");
    const upcoming = await get("/api/maintenance/upcoming");
    expect(upcoming.json()).toEqual({ data: null, upcoming: false });
    expect(upcoming.headers["cache-control"]).toBe("no-store");
  });

  it("report active maintenance with its description once switched on", async () => {
    await setMaintenance(t.db, { active: true, upcoming: false, description: "We are upgrading the database" });
    expect((await get("/api/maintenance")).json()).toEqual({ data: { description: "We are upgrading the database" }, active: true });
    expect((await get("/api/maintenance/upcoming")).json()).toEqual({ data: null, upcoming: false });
  });

  it("report announced maintenance separately", async () => {
    await setMaintenance(t.db, { active: false, upcoming: true, description: "Saturday 2am–3am ET" });
    expect((await get("/api/maintenance/upcoming")).json()).toEqual({ data: { description: "Saturday 2am–3am ET" }, upcoming: true });
    expect((await get("/api/maintenance")).json()).toEqual({ data: null, active: false });
  });

  it("keep one state at a time: starting maintenance ends the announcement, switching off ends both", async () => {
    await setMaintenance(t.db, { active: false, upcoming: true, description: "Tonight" });
    await setMaintenance(t.db, { active: true, upcoming: false, description: "Now" });
    expect((await get("/api/maintenance/upcoming")).json().upcoming).toBe(false);
    expect((await get("/api/maintenance")).json()).toEqual({ data: { description: "Now" }, active: true });
    await setMaintenance(t.db, { active: false, upcoming: false, description: null });
    expect((await get("/api/maintenance")).json().active).toBe(false);
  });

  it("keep answering during maintenance: the API itself is not blocked (the web shell shows the page)", async () => {
    await setMaintenance(t.db, { active: true, upcoming: false, description: null });
    expect((await get("/api/maintenance")).json()).toEqual({ data: { description: null }, active: true });
    expect((await get("/api/health/ready")).statusCode).toBe(200);
  });
});
