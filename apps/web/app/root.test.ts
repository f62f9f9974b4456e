import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as root from "./root";
import * as appLayout from "./routes/_app";
import * as sessionLayout from "./routes/_session";
import * as dashboard from "./routes/dashboard";
import * as submissions from "./routes/submissions";

/**
 * How many times one server render asks the API for the signed-in profile. The loaders of the root, the signed-in
 * layout and the page all need it; React Router's own request handler runs them here, as in production, against a
 * stand-in for the API's in-process bridge (lib/api.ts) that counts what it is asked.
 */
const BRIDGE = Symbol.for("planready.server-api");
const profile = {
  id: "u1",
  email: "agent@example.com",
  first_name: "Ada",
  last_name: "Agent",
  user_type: "Admin",
  tos_accepted: "2025-01-01T00:00:00.000Z",
  org: { id: "o1", name: "Agency" },
};

let calls: string[] = [];

function route(id: string, parentId: string | undefined, path: string | undefined, module: object) {
  return { id, parentId, path, index: undefined, caseSensitive: undefined, module } as ServerBuild["routes"][string];
}

/** The app's route tree around two signed-in pages; the document itself is not rendered (the loaders are the point). */
const build = {
  routes: {
    root: route("root", undefined, "", root),
    "routes/_session": route("routes/_session", "root", undefined, sessionLayout),
    "routes/_app": route("routes/_app", "routes/_session", undefined, appLayout),
    "routes/submissions": route("routes/submissions", "routes/_app", "submissions", submissions),
    "routes/dashboard": route("routes/dashboard", "routes/_app", "dashboard", dashboard),
  },
  entry: { module: { default: () => new Response("page") } },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  basename: "/",
  future: {},
  ssr: true,
  prerender: [],
  isSpaMode: false,
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");

const render = (path: string) => handle(new Request(`http://planready.test${path}`, { headers: { cookie: "session=1" } }));
const profileCalls = () => calls.filter((path) => path === "/api/auth/me").length;

describe("one server render", () => {
  beforeEach(() => {
    calls = [];
    (globalThis as Record<symbol, unknown>)[BRIDGE] = async ({ path }: { path: string }) => {
      calls.push(path.split("?")[0] ?? path);
      if (path === "/api/auth/me") return { status: 200, headers: {}, body: JSON.stringify(profile) };
      if (path === "/api/maintenance") return { status: 200, headers: {}, body: JSON.stringify({ active: false, data: null }) };
      return { status: 404, headers: {}, body: "" };
    };
  });
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[BRIDGE];
  });

  it("asks for the profile once for the submission center, whose root, layout and page loaders all use it", async () => {
    const response = await render("/submissions");
    expect(response.status).toBe(200);
    expect(calls).toContain("/api/orgs/o1/submissions");
    expect(profileCalls()).toBe(1);
  });

  it("asks once for a client-side navigation's data request too", async () => {
    const response = await render("/dashboard.data");
    expect(response.status).toBe(200);
    expect(calls).toContain("/api/orgs/o1/submissions/stats");
    expect(profileCalls()).toBe(1);
  });

  it("asks again for another request", async () => {
    await render("/submissions");
    await render("/submissions");
    expect(profileCalls()).toBe(2);
  });
});
