import { randomUUID } from "node:crypto";
import { ZSubmissionCorrectionRequest } from "@planready/contracts/submissions";
import { z } from "zod";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerAndSubmit } from "../helpers/client-answers.ts";
import { asText, hashSeed, mutate, prng, validValue, type JsonSchema, type KnownValues, type Rng } from "../helpers/fuzz.ts";
import { startFakeRegistries, type FakeRegistries } from "../lookups/fake-registries.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { createLink, createSurveyTestApp, joinOrg, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";
import { TEST_ORIGIN, type TestApp } from "../helpers/app.ts";

/**
 * Every operation of the OpenAPI document, called with seeded random path, query and body values — well-formed
 * ones and broken ones (NUL bytes, huge strings, unicode and RTL, wrong types, deep nesting, arrays for scalars,
 * missing fields) — as an Admin of one organisation, as one of its agents, with a survey token and anonymously.
 * No input may make the API answer 5xx. A failure prints the seed and the request; `FUZZ_SEED=<n>` replays it and
 * `FUZZ_SEED=random` explores new ones.
 */
const SEED = process.env.FUZZ_SEED === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261126);
/** Requests per operation for the callers it is meant for, and for the others (who mostly get 401/403/404). */
const MEANT_FOR = Number(process.env.FUZZ_ITERATIONS ?? 8);
const OTHERS = 2;

type Operation = {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
};
type Caller = { name: "admin" | "agent" | "survey" | "signer" | "anonymous"; headers: Record<string, string> };
type Failure = { seed: number; caller: string; method: string; url: string; body: string | undefined; status: number; answer: string };

let t: TestApp;
let registries: FakeRegistries;
let admin: TestUser;
let agent: TestUser;
let survey: TestSurvey;
let signingToken: string;
let known: KnownValues;
let operations: Operation[];

beforeAll(async () => {
  registries = await startFakeRegistries();
  t = await createSurveyTestApp({ LOOKUPS_NLM_BASE_URL: registries.url, LOOKUPS_NPPES_BASE_URL: registries.url });
  admin = await signUp(t.app);
  agent = await signUp(t.app);
  await joinOrg(t, agent, admin.orgId, "Agent");
  const link = await createLink(t.app, admin);
  const submitted = await startSurvey(t.app, link);
  await answerAndSubmit(t.app, submitted);
  survey = await startSurvey(t.app, link);
  // A submission without its Scope of Appointment, sent for signature: its token is the signing screen's caller.
  const unsigned = await startSurvey(t.app, link);
  await t.app.inject({
    method: "PUT",
    url: `/api/responses/${unsigned.id}`,
    headers: { authorization: `Bearer ${unsigned.token}` },
    payload: { submit: true, client_rev: 1 },
  });
  const signing = await t.app.inject({
    method: "POST",
    url: `/api/responses/${unsigned.id}/signature-request`,
    headers: { cookie: admin.cookie },
    payload: { send_email: false },
  });
  if (signing.statusCode !== 201) throw new Error(`signature request answered ${signing.statusCode}: ${signing.body}`);
  signingToken = new URL(signing.json<{ url: string }>().url).pathname.split("/").at(-1)!;
  const org = (await t.app.inject({ method: "GET", url: `/api/orgs/${admin.orgId}`, headers: { cookie: admin.cookie } })).json<{
    payment: { stripe_customer_id: string };
  }>();
  // The submitted survey's list items, for corrections that name one.
  const detail = await t.app.inject({ method: "GET", url: `/api/responses/${submitted.id}/detail`, headers: { cookie: admin.cookie } });
  const itemIds = Object.values(detail.json<{ survey_content: Record<string, unknown> }>().survey_content)
    .filter(Array.isArray)
    .flat()
    .map((item) => (item as { id?: string }).id)
    .filter((id): id is string => typeof id === "string");
  const ids = [
    ...itemIds,
    admin.orgId,
    admin.userId,
    agent.userId,
    link.id,
    survey.id,
    survey.contentId,
    submitted.id,
    submitted.contentId,
  ];
  known = {
    uuid: ids,
    id: ids,
    orgId: [admin.orgId],
    userId: [admin.userId, agent.userId],
    authId: [admin.authId, agent.authId],
    contentId: [survey.contentId],
    itemId: [randomUUID()],
    linkId: [link.id],
    link_id: [link.id],
    response_id: [survey.id, submitted.id],
    url: [link.url],
    link_url: [link.url],
    email: [admin.email, agent.email],
    orgStripeId: [org.payment.stripe_customer_id],
    type: ["medicare", "medicare", "medicare", "aca", "life"],
    "orgs.id": [admin.orgId],
    "links.id": [link.id],
    "responses.id": [survey.id, submitted.id],
    "existing-pdf.id": [submitted.id],
    "users.id": [agent.userId],
    "surveyContents.id": [survey.contentId],
    "invoices.id": [admin.orgId],
    "all.id": [admin.orgId],
    "legacy.id": [admin.orgId],
    code: ["FREEMONTH", "SAVE10"],
    zip: ["33301"],
    q: ["insulin", "smith"],
    locale: ["en", "es"],
  };
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
  // The agent's correction shares its method and path with the client's save (a route constraint on
  // ?fromDashboard=true tells them apart), so the document shows only one of them: add the other from its schema.
  operations.push({
    method: "PUT",
    path: "/api/responses/{id}",
    parameters: [
      { in: "path", name: "id", required: true, schema: { type: "string", format: "uuid" } },
      { in: "query", name: "fromDashboard", required: true, schema: { enum: ["true"] } },
    ],
    requestBody: {
      content: {
        "application/json": { schema: z.toJSONSchema(ZSubmissionCorrectionRequest, { io: "input", unrepresentable: "any" }) as JsonSchema },
      },
    },
    security: [{ session: [] }],
  });
  // better-auth's own endpoints sit behind one hidden catch-all route (/api/auth/*): fuzzed from their request shapes.
  const text = { type: "string" } as const;
  const authOperation = (method: string, path: string, properties: Record<string, JsonSchema> = {}, query?: string[]): Operation => ({
    method,
    path: `/api/auth/${path}`,
    parameters: (query ?? []).map((name) => ({ in: "query", name, schema: text })),
    ...(method === "POST"
      ? { requestBody: { content: { "application/json": { schema: { type: "object", properties, required: Object.keys(properties) } } } } }
      : {}),
    security: [],
  });
  operations.push(
    authOperation("POST", "sign-up/email", { email: { type: "string", format: "email" }, password: text, name: text }),
    authOperation("POST", "sign-in/email", { email: { type: "string", format: "email" }, password: text, rememberMe: { type: "boolean" } }),
    authOperation("POST", "request-password-reset", { email: { type: "string", format: "email" }, redirectTo: text }),
    authOperation("POST", "reset-password", { newPassword: text, token: text }),
    authOperation("GET", "reset-password/{token}", {}, ["callbackURL"]),
    authOperation("GET", "get-session"),
    authOperation("POST", "update-user", { name: text, image: text }),
    authOperation("GET", "verify-email", {}, ["token", "callbackURL"]),
    authOperation("POST", "sign-in/social", { provider: { enum: ["google", "github", "x"] }, callbackURL: text }),
    authOperation("GET", "callback/{provider}", {}, ["code", "state", "error"]),
    authOperation("POST", "change-password", { currentPassword: text, newPassword: text, revokeOtherSessions: { type: "boolean" } }),
    authOperation("POST", "revoke-session", { token: text }),
    authOperation("POST", "change-email", { newEmail: { type: "string", format: "email" }, callbackURL: text }),
    authOperation("POST", "send-verification-email", { email: { type: "string", format: "email" }, callbackURL: text }),
    authOperation("GET", "list-sessions"),
    authOperation("GET", "list-accounts"),
    authOperation("POST", "link-social", { provider: { enum: ["google"] }, callbackURL: text }),
    authOperation("POST", "unlink-account", { providerId: text, accountId: text }),
    authOperation("POST", "get-access-token", { providerId: text, accountId: text, userId: text }),
    authOperation("POST", "refresh-token", { providerId: text, accountId: text, userId: text }),
    authOperation("GET", "account-info", {}, ["accountId"]),
    authOperation("GET", "error", {}, ["error"]),
    authOperation("GET", "ok"),
    authOperation("POST", "delete-user", { password: text, token: text, callbackURL: text }),
    authOperation("POST", "revoke-other-sessions"),
    authOperation("POST", "revoke-sessions"),
    authOperation("POST", "sign-out"),
  );
  operations
    .find((o) => o.path === "/api/auth/reset-password/{token}")!
    .parameters!.push({ in: "path", name: "token", required: true, schema: text });
  operations
    .find((o) => o.path === "/api/auth/callback/{provider}")!
    .parameters!.push({ in: "path", name: "provider", required: true, schema: { enum: ["google", "x"] } });
  // What ends the callers' sessions or removes what the others use runs last.
  const destructive = (o: Operation) => o.method === "DELETE" || /logout|sign-out|revoke|change-password|delete-user/.test(o.path);
  operations.sort((a, b) => Number(destructive(a)) - Number(destructive(b)));
});

afterAll(async () => {
  await registries?.close();
});

function callersFor(operation: Operation): { caller: Caller; count: number }[] {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  const callers: Caller[] = [
    { name: "admin", headers: { cookie: admin.cookie } },
    { name: "agent", headers: { cookie: agent.cookie } },
    { name: "survey", headers: { authorization: `Bearer ${survey.token}` } },
    { name: "signer", headers: { authorization: `Bearer ${signingToken}` } },
    { name: "anonymous", headers: {} },
  ];
  const meant = (caller: Caller) =>
    scheme === "session"
      ? caller.name === "admin" || caller.name === "agent"
      : scheme === "surveyToken"
        ? caller.name === "survey"
        : scheme === "signingToken"
          ? caller.name === "signer"
          : caller.name !== "signer";
  // better-auth hashes passwords (scrypt, on purpose slow): fewer calls, the same kinds of input.
  const slow = /^\/api\/auth\/(sign-up|sign-in|reset-password|change-password)/.test(operation.path);
  return callers
    .filter((caller) => !slow || caller.name === "admin" || caller.name === "anonymous")
    .map((caller) => ({ caller, count: slow ? Math.ceil(MEANT_FOR / 4) : meant(caller) ? MEANT_FOR : OTHERS }));
}

/** A path segment; a lone surrogate (not UTF-8) goes as the bytes of an invalid UTF-8 sequence. */
function encodePathValue(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "")) + "%ED%A0%80";
  }
}

/** One request for the operation: each value well-formed, or (with `broken`) some of them broken. */
function requestFor(operation: Operation, rng: Rng, broken: boolean) {
  const breakOne = () => broken && rng.chance(0.35);
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    // An `{id}` is the id of what the segment before it names: /orgs/{id} an organisation, /links/{id} a link.
    const segments = operation.path.split("/");
    const before = segments[segments.indexOf(`{${parameter.name}}`) - 1];
    const name = parameter.in === "path" && known[`${before}.${parameter.name}`] ? `${before}.${parameter.name}` : parameter.name;
    let value = validValue(parameter.schema, rng, name, known);
    if (breakOne()) value = mutate(value, parameter.schema, rng);
    if (parameter.in === "path") {
      path = path.replace(`{${parameter.name}}`, encodePathValue(asText(value)) || "x");
    } else if (parameter.in === "query" && (parameter.required || rng.chance(0.6) || broken)) {
      if (Array.isArray(value)) for (const item of value) query.append(parameter.name, asText(item));
      else if (value !== undefined) query.append(parameter.name, asText(value));
    }
  }
  let search = query.toString();
  // Bytes no encoder would produce: a bare %, a bad escape, an overlong or surrogate UTF-8 sequence.
  if (broken && rng.chance(0.05))
    search += `${search ? "&" : ""}${rng.pick(["q=%", "q=%zz", "q=%ED%A0%80", "q=%C0%AF", "%00=1", "a[b][c]=1"])}`;
  if (broken && rng.chance(0.03)) path += rng.pick(["%", "%zz", "%ED%A0%80", "%C0%AF", "/..%2F..%2F", "%2500"]);
  const url = search ? `${path}?${search}` : path;
  const schema = operation.requestBody?.content?.["application/json"]?.schema;
  if (!schema && !(broken && rng.chance(0.1))) return { url, body: undefined, contentType: undefined };
  let body: unknown = validValue(schema, rng, "body", known);
  if (broken) body = mutate(body, schema, rng);
  if (broken && rng.chance(0.05))
    return { url, body: rng.pick(["{", "[1,", '{"a":"\\u0000"}', "nul\u0000"]), contentType: "application/json" };
  if (broken && rng.chance(0.03)) return { url, body: "a=1", contentType: rng.pick(["text/plain", "application/x-www-form-urlencoded"]) };
  return { url, body: JSON.stringify(body), contentType: "application/json" };
}

describe("fuzzing every operation of the OpenAPI document", () => {
  it("never answers 5xx", { timeout: 300_000 }, async () => {
    const failures: Failure[] = [];
    let sent = 0;
    const statuses: Record<string, number[]> = {};
    const timings: Record<string, number[]> = {};
    const started = performance.now();
    // FUZZ_ONLY="GET /api/auth/callback" replays one operation's requests (with the run's FUZZ_SEED).
    const only = process.env.FUZZ_ONLY;
    for (const operation of operations.filter((o) => !only || `${o.method} ${o.path}`.includes(only))) {
      for (const { caller, count } of callersFor(operation)) {
        const seed = hashSeed(SEED, `${operation.method} ${operation.path} ${caller.name}`);
        const rng = prng(seed);
        for (let i = 0; i < count; i++) {
          const { url, body, contentType } = requestFor(operation, rng, i % 3 !== 0);
          // Node refuses a request line and headers over 16 KB (431) before the app sees them; inject would not.
          if (url.length > 16_000) continue;
          let response: LightMyRequestResponse;
          const requestStarted = performance.now();
          try {
            response = await t.app.inject({
              method: operation.method as "GET",
              url,
              // Same-origin, as the app's pages send them (better-auth refuses other origins before anything else).
              headers: { origin: TEST_ORIGIN, ...caller.headers, ...(contentType ? { "content-type": contentType } : {}) },
              ...(body === undefined ? {} : { payload: body }),
            });
          } catch (error) {
            // A URL the HTTP client cannot even send is not a request the server could answer.
            if (error instanceof TypeError) continue;
            throw error;
          }
          sent++;
          if (process.env.FUZZ_VERBOSE) {
            const key = `${operation.method} ${operation.path} ${caller.name}`;
            (statuses[key] ??= []).push(response.statusCode);
            (timings[key] ??= []).push(performance.now() - requestStarted);
          }
          if (response.statusCode >= 500) {
            failures.push({
              seed,
              caller: caller.name,
              method: operation.method,
              url,
              body: body?.slice(0, 500),
              status: response.statusCode,
              answer: response.body.slice(0, 300),
            });
          }
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: seed ${SEED}, ${operations.length} operations, ${sent} requests in ${seconds} s, ${failures.length} answered 5xx`);
    const slow = Object.entries(timings).map(([key, ms]) => [key, ms.reduce((a, b) => a + b, 0), Math.max(...ms)] as const);
    for (const [key, total, max] of slow.toSorted((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`${Math.round(total)} ms (max ${Math.round(max)}) ${key}`);
    for (const [key, codes] of Object.entries(statuses)) console.log(key, [...new Set(codes)].toSorted((a, b) => a - b).join(","));
    for (const failure of failures.slice(0, 30)) {
      console.log(
        `5xx (seed ${failure.seed}, ${failure.caller}): ${failure.method} ${only ? failure.url : failure.url.slice(0, 300)}\n  body: ${failure.body}\n  answer ${failure.status}: ${failure.answer}`,
      );
    }
    expect(failures.map((f) => `${f.caller} ${f.method} ${f.url.split("?")[0]!.slice(0, 120)} → ${f.status}`)).toEqual([]);
  });
});
