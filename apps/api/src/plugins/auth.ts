import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { AppError } from "../lib/app-error.ts";
import type { Auth } from "../modules/auth/auth.ts";
import { provisionAccount } from "../modules/users/users.service.ts";
import type { UserRow } from "../modules/users/users.repository.ts";
import type { OrgDeps } from "../modules/orgs/orgs.service.ts";

/** Who may call a route. Every /api route must declare one (checked when routes are registered). */
export type AuthMode = "public" | "user";

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    /** The signed-in user, loaded once per request by `loadActor`. */
    actorPromise: Promise<UserRow | null> | null;
  }
}

/** The client address better-auth keys its sign-in rate limit on, set by us so clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-planready-client-ip";

export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export function registerAuthGuard(app: FastifyInstance, auth: Auth, deps: () => OrgDeps) {
  app.decorateRequest("actorPromise", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.url.startsWith("/api/docs")) return;
    if (!route.config?.auth) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.auth (who may call it)`);
  });

  // Before validation: a signed-out caller learns nothing about the route's input rules, and gets 401, not 400.
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config.auth === "user") await requireActor(request);
  });

  /** The signed-in user, or null. Creates the app user lazily if the sign-up hook could not. */
  async function loadActor(request: FastifyRequest): Promise<UserRow | null> {
    request.actorPromise ??= (async () => {
      const session = await auth.api.getSession({ headers: authHeaders(request) });
      if (!session) return null;
      return provisionAccount(deps(), { id: session.user.id, email: session.user.email });
    })();
    return request.actorPromise;
  }

  async function requireActor(request: FastifyRequest): Promise<UserRow> {
    const actor = await loadActor(request);
    if (!actor) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
    return actor;
  }

  app.decorate("loadActor", loadActor);
  app.decorate("requireActor", requireActor);
}

declare module "fastify" {
  interface FastifyInstance {
    loadActor(request: FastifyRequest): Promise<UserRow | null>;
    requireActor(request: FastifyRequest): Promise<UserRow>;
  }
}

/** Copies a fetch Response (from better-auth) onto a Fastify reply, keeping every Set-Cookie. */
export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
