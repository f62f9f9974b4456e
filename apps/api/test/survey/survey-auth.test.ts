import { randomUUID } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { SurveyParams } from "../../src/plugins/auth.ts";
import { testEnv, type TestApp } from "../helpers/app.ts";
import { connectTestDb, onFileCleanup } from "../helpers/database.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp } from "../helpers/users.ts";
import { asSurvey, createSurveyTestApp, startSurvey, surveyOn, type TestSurvey } from "./survey-helpers.ts";

type SeenRoute = { method: string; url: string; auth: unknown; surveyParams: SurveyParams | undefined };

let t: TestApp;
const routes: SeenRoute[] = [];
let mine: TestSurvey;
let theirs: TestSurvey;

beforeAll(async () => {
  const channel = diagnostics.channel("fastify.initialization");
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, auth: route.config?.auth, surveyParams: route.config?.surveyParams });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    t = await createSurveyTestApp();
  } finally {
    channel.unsubscribe(onInit);
  }
  ({ survey: mine } = await surveyOn(t, "medicare", await signUp(t.app)));
  theirs = await startSurvey(t.app, mine.link);
});

describe("the survey auth mode", () => {
  it("answers 404 on every route naming a response or content other than the token's own", async () => {
    const scoped = routes.filter((r) => r.auth === "survey" && r.surveyParams && r.method !== "HEAD");
    expect(scoped.length).toBeGreaterThanOrEqual(25);
    for (const route of scoped) {
      const { response, content } = route.surveyParams!;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === response ? theirs.id : name === content ? theirs.contentId : name === "type" ? "medicare" : randomUUID(),
      );
      const result = await asSurvey(t.app, mine.token, route.method as "GET", url, route.method === "GET" ? undefined : {});
      expectProblem(result, 404, "NOT_FOUND");
    }
  });

  it("covers every survey route that names a response or content in its address", () => {
    const unscoped = routes.filter((r) => r.auth === "survey" && !r.surveyParams && /:(id|contentId)\b/.test(r.url));
    // PUT /aca/surveyContents/:id names a household member, which the service checks against the token's content.
    expect(unscoped.map((r) => `${r.method} ${r.url}`)).toEqual(["PUT /api/aca/surveyContents/:id"]);
  });

  it("documents every survey route in the OpenAPI description", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as { paths: Record<string, unknown> };
    for (const path of [
      "/api/links/url/{url}",
      "/api/responses",
      "/api/responses/{id}",
      "/api/surveyContents/{type}/{id}",
      "/api/surveyContents/{type}/{contentId}/prescriptionResponses/{itemId}",
      "/api/surveyContents/{type}/{contentId}/scopeOfAppointmentResponses",
      "/api/aca/surveyContents/householdMemberUnderCoverage/{contentId}",
      "/api/consents",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it("loads the response a token opens once per request", async () => {
    const app = await buildApp({ config: loadConfig(await testEnv()), db: await connectTestDb(), web: "none" });
    onFileCleanup(() => app.close());
    app.get("/api/test/survey-twice", { config: { auth: "survey" } }, async (request) => {
      const [a, b] = [await app.requireSurvey(request), await app.requireSurvey(request)];
      return { same: a === b, responseId: a.responseId };
    });
    await app.ready();
    const response = await asSurvey(app, mine.token, "GET", "/api/test/survey-twice");
    expect(response.json()).toEqual({ same: true, responseId: mine.id });
  });

  it("refuses to start with an unknown auth mode, or survey parameters the route does not have", async () => {
    const build = async (register: (app: FastifyInstance) => void) => {
      const app = await buildApp({ config: loadConfig(await testEnv()), db: await connectTestDb(), web: "none" });
      onFileCleanup(() => app.close().catch(() => {}));
      await app.register(async (plugin) => register(plugin));
      await app.ready();
    };
    await expect(build((app) => app.get("/api/odd", { config: { auth: "token" as "user" } }, async () => ({})))).rejects.toThrow(
      'Route GET /api/odd declares an unknown config.auth "token"',
    );
    await expect(
      build((app) => app.get("/api/odd/:id", { config: { auth: "survey", surveyParams: { content: "contentId" } } }, async () => ({}))),
    ).rejects.toThrow('Route GET /api/odd/:id: surveyParams names ":contentId", which is not a survey route\'s parameter');
    await expect(
      build((app) => app.get("/api/odd/:id", { config: { auth: "public", surveyParams: { response: "id" } } }, async () => ({}))),
    ).rejects.toThrow("surveyParams");
  });
});
