import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe("request ids", () => {
  it("echo a well-formed X-Request-Id from the proxy, in the header and in problems", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nowhere", headers: { "x-request-id": "lb-12345678-abcdef" } });
    expect(response.headers["x-request-id"]).toBe("lb-12345678-abcdef");
    expect(expectProblem(response, 404, "NOT_FOUND").requestId).toBe("lb-12345678-abcdef");
  });

  it("replace a malformed one with a fresh UUID", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health/live", headers: { "x-request-id": "bad id <script>" } });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("are given to successful answers too", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/maintenance" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("security headers", () => {
  it("are set on API answers, with a CSP that works on plain http", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/maintenance" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    // HSTS only when the public URL is https.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("request bodies", () => {
  it("over 1 MB are refused with a problem document", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      payload: JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) }),
    });
    const problem = expectProblem(response, 413, "PAYLOAD_TOO_LARGE");
    expect(problem.detail).toMatch(/at most 1 MB/i);
  });
});

describe("OpenAPI description", () => {
  it("is served at /api/docs/json and documents the API's routes with the session cookie scheme", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    for (const path of ["/api/auth/me", "/api/users/{authId}", "/api/orgs/{id}", "/api/stripe/promoCode/{code}", "/api/maintenance"]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie" });
  });

  it("says who may call each route: the session cookie, the survey token (bearer) or anyone", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.surveyToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/orgs/{id}"]?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/responses/{id}"]?.get?.security).toEqual([{ surveyToken: [] }]);
    expect(doc.paths["/api/links/url/{url}"]?.get?.security).toEqual([]);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.filter((operation) => operation.security === undefined)).toEqual([]);
  });
});
