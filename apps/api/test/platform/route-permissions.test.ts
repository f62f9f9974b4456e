import diagnostics from "node:diagnostics_channel";
import { randomUUID } from "node:crypto";
import { can, permissionNames, type TPermission } from "@planready/contracts/permissions";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { ROLE_REFUSED } from "../../src/plugins/auth.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { connectTestDb, onFileCleanup } from "../helpers/database.ts";
import { signUp, uniqueEmail, type TestUser } from "../helpers/users.ts";
import { asUser, createLink } from "../survey/survey-helpers.ts";
import { invite, inviteLinkSentTo, memberThroughInvite } from "../team/team-helpers.ts";

/**
 * Generated from the permission table and the routes the app registers: every signed-in (`user`) route is called
 * with no session, by an Admin of another organisation, and by an Agent, a Restricted-Admin and an Admin of the
 * organisation. A route without a permission cannot be registered, so it cannot be missed here.
 */
/** `query`: the route's constraints as a query string (the dashboard's correction route answers only with it). */
type DeclaredRoute = { method: HTTPMethods; url: string; permission: TPermission; query: string };

const declared: DeclaredRoute[] = [];
let t: TestApp;
let admin: TestUser;
let restricted: TestUser;
let agent: TestUser;
let outsider: TestUser;
/** The organisation's own ids, which the other organisation's Admin tries. */
let theirs: { orgId: string; linkId: string; inviteId: string; agent: TestUser };

beforeAll(async () => {
  const channel = diagnostics.channel("fastify.initialization");
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route) => {
      if (route.config?.auth !== "user") return;
      for (const method of [route.method].flat())
        if (method !== "HEAD") {
          const query = new URLSearchParams((route.constraints ?? {}) as Record<string, string>).toString();
          declared.push({ method, url: route.url, permission: route.config.permission!, query: query ? `?${query}` : "" });
        }
    });
  };
  channel.subscribe(onInit);
  try {
    t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  } finally {
    channel.unsubscribe(onInit);
  }
  admin = await signUp(t.app);
  restricted = await memberThroughInvite(t, admin, "Restricted-Admin");
  agent = await memberThroughInvite(t, admin, "Agent");
  outsider = await signUp(t.app);
  const link = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
  const email = uniqueEmail("pending");
  await invite(t.app, admin, email, "Agent");
  theirs = { orgId: admin.orgId, linkId: link.id, inviteId: (await inviteLinkSentTo(t, email)).id, agent };
});

/** A path with every parameter filled: with random ids, or with the organisation's own ids (`theirs`). */
function pathFor(url: string, own: typeof theirs | null): { path: string; namesTheirs: boolean } {
  let namesTheirs = false;
  const path = url.replace(/:(\w+)/g, (_match, name: string) => {
    if (!own) return name === "email" ? "someone@example.com" : randomUUID();
    const value =
      name === "authId"
        ? own.agent.authId
        : name === "userId"
          ? own.agent.userId
          : name === "email"
            ? own.agent.email
            : name === "orgId" || (name === "id" && url.startsWith("/api/orgs/"))
              ? own.orgId
              : name === "id" && url.startsWith("/api/links/")
                ? own.linkId
                : name === "id" && url.startsWith("/api/invites/")
                  ? own.inviteId
                  : name === "id" && url.startsWith("/api/users/")
                    ? own.agent.userId
                    : null;
    if (value) namesTheirs = true;
    return value ?? randomUUID();
  });
  return { path, namesTheirs };
}

/** Bodies that pass validation, so the other organisation's Admin meets the service's check, not the schema's. */
function bodyFor(route: DeclaredRoute): unknown {
  if (route.method === "GET" || route.method === "DELETE") return undefined;
  if (route.url === "/api/orgs/:id/invites") return { email: uniqueEmail("x"), role: "Agent" };
  if (route.url === "/api/users/:id/role") return { user_type: "Admin" };
  if (route.url === "/api/orgs/:id") return { name: "Taken over" };
  if (route.url === "/api/links/:id") return { first_name: "Taken" };
  if (route.url === "/api/linkStakeholders") return { link_id: theirs.linkId, user_ids: [outsider.userId] };
  if (route.url === "/api/linkDeliveries") return { link_id: theirs.linkId, deliveries: [] };
  return {};
}

const call = (user: TestUser | null, route: DeclaredRoute, path: string) =>
  asUser(t.app, user, route.method as never, `${path}${route.query}`, bodyFor(route));
const roles = () =>
  [
    ["Agent", agent],
    ["Restricted-Admin", restricted],
    ["Admin", admin],
  ] as const;

describe("the permission declaration of every signed-in route", () => {
  it("covers the team's routes, and every user route names a permission of the table", () => {
    const urls = declared.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      "POST /api/orgs/:id/invites",
      "DELETE /api/invites/:id",
      "POST /api/users/invite/:inviteId",
      "PUT /api/users/:id/role",
      "DELETE /api/users/:id",
    ]) {
      expect(urls).toContain(expected);
    }
    expect(declared.filter((r) => !permissionNames.includes(r.permission))).toEqual([]);
  });

  it("refuses to start when a user route declares no permission", async () => {
    const app = await buildApp({ config: loadConfig(await testEnv()), db: await connectTestDb(), web: "none" });
    onFileCleanup(() => app.close().catch(() => {}));
    await expect(
      (async () => {
        await app.register(async (plugin) => plugin.get("/api/undeclared", { config: { auth: "user" } }, async () => ({ ok: true })));
        await app.ready();
      })(),
    ).rejects.toThrow(/config\.permission/);
  });

  it("answers 401 to every user route without a session", async () => {
    const failures: string[] = [];
    for (const route of declared) {
      const response = await call(null, route, pathFor(route.url, null).path);
      if (response.statusCode !== 401) failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("lets each role through exactly the routes the table gives it", async () => {
    const failures: string[] = [];
    for (const route of declared) {
      for (const [role, user] of roles()) {
        const response = await call(user, route, pathFor(route.url, null).path);
        const refused = response.statusCode === 403 && response.json().detail === ROLE_REFUSED;
        const allowed = can(role, route.permission);
        if (refused === allowed || response.statusCode === 401 || response.statusCode >= 500) {
          failures.push(
            `${role} ${route.method} ${route.url} (${route.permission}): ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("never lets another organisation's Admin act on or read this organisation's ids", async () => {
    const failures: string[] = [];
    const secrets = [theirs.orgId, theirs.linkId, theirs.inviteId, theirs.agent.userId, theirs.agent.email];
    for (const route of declared) {
      const { path, namesTheirs } = pathFor(route.url, theirs);
      const response = await call(outsider, route, path);
      const ok = response.statusCode < 300;
      if (response.statusCode >= 500 || (namesTheirs && ok)) failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
      if (ok && secrets.some((secret) => response.body.includes(secret))) failures.push(`${route.method} ${route.url} leaks an id`);
    }
    expect(failures).toEqual([]);
    // Nothing moved: the agent is still theirs, with their role.
    const me = await asUser(t.app, agent, "GET", "/api/auth/me");
    expect(me.json()).toMatchObject({ org_id: admin.orgId, user_type: "Agent" });
  });
});
