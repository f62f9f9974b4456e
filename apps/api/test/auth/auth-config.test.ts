import { describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/app.ts";

describe("GET /api/auth-config", () => {
  it("offers Google only when its keys are configured", async () => {
    const without = await createTestApp();
    const off = await without.app.inject({ method: "GET", url: "/api/auth-config" });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ google: false });

    const withGoogle = await createTestApp({ env: { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "secret" } });
    const on = await withGoogle.app.inject({ method: "GET", url: "/api/auth-config" });
    expect(on.json()).toEqual({ google: true });
  });

  it("is public and never reveals the keys themselves", async () => {
    const t = await createTestApp({ env: { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "secret" } });
    const response = await t.app.inject({ method: "GET", url: "/api/auth-config" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("secret");
    expect(response.body).not.toContain("googleusercontent");
  });
});
