import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { connectTestDb, onFileCleanup } from "../helpers/database.ts";
import { expectProblem } from "../helpers/problem.ts";

type SeenRoute = { method: string; url: string; auth: unknown };

let t: TestApp;
const routes: SeenRoute[] = [];

beforeAll(async () => {
  // Fastify announces every new instance on this channel: hooking it sees every route buildApp registers.
  const channel = diagnostics.channel("fastify.initialization");
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, auth: route.config?.auth });
    });
  };
  channel.subscribe(onInit);
  try {
    t = await createTestApp();
  } finally {
    channel.unsubscribe(onInit);
  }
});

const apiRoutes = () => routes.filter((r) => r.url.startsWith("/api") && !r.url.startsWith("/api/docs"));

describe("every /api route declares who may call it", () => {
  it("sees the routes of every module", () => {
    const urls = new Set(apiRoutes().map((r) => r.url));
    for (const url of [
      "/api/auth/login",
      "/api/auth/logout",
      "/api/auth/me",
      "/api/auth/*",
      "/api/users/:authId",
      "/api/users/email/:email",
      "/api/orgs/:id",
      "/api/stripe/promoCode/:code",
      "/api/maintenance",
      "/api/notifications/byUser/:userId",
      "/api/health/ready",
      "/api/links/:id",
      "/api/responses/:id",
      "/api/surveyContents/:type/:id",
      "/api/consents",
    ]) {
      expect(urls).toContain(url);
    }
  });

  it("declares config.auth as public, user, survey, signature, staff or apiKey on each of them", () => {
    const undeclared = apiRoutes().filter((r) => !["public", "user", "survey", "signature", "staff", "apiKey"].includes(String(r.auth)));
    expect(undeclared).toEqual([]);
  });

  it("answers 401 problem+json to a signed-out caller on every user route, before validating input", async () => {
    const userRoutes = apiRoutes().filter((r) => r.auth === "user" && r.method !== "HEAD");
    expect(userRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of userRoutes) {
      const url = route.url.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
      const response = await t.app.inject({ method: route.method as "GET", url });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(401);
      expectProblem(response, 401, "UNAUTHENTICATED");
    }
  });

  it("answers 401 problem+json to a caller without a survey token on every survey route, before validating input", async () => {
    const surveyRoutes = apiRoutes().filter((r) => r.auth === "survey" && r.method !== "HEAD");
    expect(surveyRoutes.length).toBeGreaterThanOrEqual(20);
    for (const route of surveyRoutes) {
      const url = route.url.replace(/:type/g, "medicare").replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
      const problem = expectProblem(await t.app.inject({ method: route.method as "GET", url }), 401, "UNAUTHENTICATED");
      expect(problem.detail, `${route.method} ${route.url}`).toBe("This survey link has expired or is invalid");
    }
  });

  it("answers 401 problem+json to a caller without a signing token on every signature route, before validating input", async () => {
    const signatureRoutes = apiRoutes().filter((r) => r.auth === "signature" && r.method !== "HEAD");
    expect(signatureRoutes.length).toBeGreaterThanOrEqual(2);
    for (const route of signatureRoutes) {
      const problem = expectProblem(await t.app.inject({ method: route.method as "GET", url: route.url }), 401, "UNAUTHENTICATED");
      expect(problem.detail, `${route.method} ${route.url}`).toBe("This link to sign has expired or was replaced by a newer one");
    }
  });

  it("answers 404, as an unknown address, to a signed-out caller on every staff route, before validating input", async () => {
    const staffRoutes = apiRoutes().filter((r) => r.auth === "staff" && r.method !== "HEAD");
    expect(staffRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of staffRoutes) {
      expect(route.url, "staff routes live under /api/internal").toMatch(/^\/api\/internal\//);
      const url = route.url.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
      const problem = expectProblem(await t.app.inject({ method: route.method as "GET", url }), 404, "NOT_FOUND");
      expect(problem.detail, `${route.method} ${route.url}`).toBe("There is no API endpoint at this address.");
    }
  });

  it("answers 401 problem+json to a caller without an API key on every public API route, before validating input", async () => {
    const keyRoutes = apiRoutes().filter((r) => r.auth === "apiKey" && r.method !== "HEAD");
    expect(keyRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of keyRoutes) {
      expect(route.url, "public API routes live under /api/v1").toMatch(/^\/api\/v1\//);
      const url = route.url.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
      const problem = expectProblem(await t.app.inject({ method: route.method as "GET", url }), 401, "UNAUTHENTICATED");
      expect(problem.detail, `${route.method} ${route.url}`).toBe("This API key is missing, revoked or not valid.");
    }
  });

  it("refuses to start with an /api route that does not declare config.auth", async () => {
    const config = loadConfig(await testEnv());
    const app = await buildApp({ config, db: await connectTestDb(), web: "none" });
    onFileCleanup(() => app.close().catch(() => {}));
    const start = async () => {
      await app.register(async (plugin) => {
        plugin.get("/api/forgot-to-declare", async () => ({ secret: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow("Route GET /api/forgot-to-declare does not declare config.auth (who may call it)");
  });

  it("accepts routes outside /api without it (the web app's pages)", async () => {
    const config = loadConfig(await testEnv());
    const app = await buildApp({ config, db: await connectTestDb(), web: "none" });
    onFileCleanup(() => app.close());
    await app.register(async (plugin) => {
      plugin.get("/some-page", async () => "page");
      plugin.get("/api/declared", { config: { auth: "public" } }, async () => ({ ok: true }));
    });
    await app.ready();
    expect((await app.inject({ method: "GET", url: "/some-page" })).statusCode).toBe(200);
  });
});

describe("unknown addresses", () => {
  it.each(["GET", "POST", "PUT", "DELETE"] as const)("answer %s /api/<unknown> with 404 problem+json", async (method) => {
    const problem = expectProblem(await t.app.inject({ method, url: "/api/does-not-exist/here?x=1" }), 404, "NOT_FOUND");
    expect(problem.instance).toBe("/api/does-not-exist/here");
    expect(problem.type).toBe("https://planready.app/problems/not-found");
  });

  it("answer other paths with 404 problem+json when the web app is not mounted", async () => {
    expectProblem(await t.app.inject({ method: "GET", url: "/no-such-page" }), 404, "NOT_FOUND");
  });
});
