import { safeReturnTo } from "@planready/contracts/auth";
import { ZProfile } from "@planready/contracts/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authHeaders, sendFetchResponse } from "../../plugins/auth.ts";
import { sendProblem } from "../../plugins/errors.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { getProfile } from "../users/users.service.ts";
import { recordSignOut } from "./auth-audit.ts";
import type { Auth } from "./auth.ts";
import { translateAuthFailure } from "./auth-errors.ts";
import { passwordProblem } from "./password-policy.ts";
import type { AppDeps } from "../../core/deps.ts";

/** The web page a GET of /api/auth/logout shows: a button that signs out with a POST. */
export const SIGN_OUT_PAGE = "/logout";

/** Paths of better-auth endpoints that set a new password: the password policy runs before them. */
const PASSWORD_SETTING_PATHS = new Set(["/api/auth/sign-up/email", "/api/auth/reset-password"]);

/**
 * The better-auth endpoints the product offers, by method and path: sign-up and sign-in by email, Google's sign-in
 * and its callback, sign-out, the password reset (the request, the emailed link's landing, the new password), the
 * email change's confirmation link, and the page an OAuth failure lands on. Everything else better-auth has answers
 * 404 like any address the API does not have — what is not listed here is closed, including endpoints a future
 * better-auth adds. Among those closed on purpose: `update-user` (a profile's name changes through
 * `PUT /api/users/{authId}`; better-auth's own would write the sign-in identity behind the app's back, and a null name
 * even reached the database's NOT NULL and answered 500), `change-password` and `change-email` (the app's own
 * `POST /api/users/me/password` and `/api/users/me/email`, account.routes.ts, check the password policy and audit
 * them), `send-verification-email` (verification links are sent only by an email change, never on request to any
 * address), and the session and account listings, revocations and deletions the product does not show.
 */
const OFFERED_AUTH_ENDPOINTS = new Set([
  "POST /api/auth/sign-up/email",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-in/social",
  "POST /api/auth/sign-out",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "GET /api/auth/verify-email",
  "GET /api/auth/error",
]);
/** Offered endpoints with a last path segment of their own: the provider's callback, the reset link's token. */
const OFFERED_AUTH_PREFIXES = ["GET /api/auth/callback/", "POST /api/auth/callback/", "GET /api/auth/reset-password/"];

/** Whether better-auth's endpoint at `path` is one the product offers for `method`. */
export function offeredAuthEndpoint(method: string, path: string): boolean {
  const endpoint = `${method} ${path}`;
  return (
    OFFERED_AUTH_ENDPOINTS.has(endpoint) ||
    OFFERED_AUTH_PREFIXES.some((prefix) => endpoint.startsWith(prefix) && !endpoint.slice(prefix.length).includes("/"))
  );
}

/** The app's own session addresses (/login, /logout, /me) in front of better-auth's own endpoints. */
export async function authRoutes(app: FastifyInstance, { auth, deps }: { auth: Auth; deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/auth/login",
    {
      config: { auth: "public" },
      schema: {
        tags: ["auth"],
        summary: "Sign-in navigation: leads to the sign-in page and back to returnTo afterwards",
        querystring: z.object({
          returnTo: z.string().max(2048).optional(),
          callback: z.string().max(32).optional(),
          screen_hint: z.enum(["signup", "login"]).optional(),
        }),
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      if (await app.loadActor(request)) return reply.redirect(returnTo, 302);
      const page = request.query.screen_hint === "signup" ? "/signup" : "/login";
      return reply.redirect(`${page}?returnTo=${encodeURIComponent(returnTo)}`, 302);
    },
  );

  // Signing out changes state, so it is a POST under better-auth's own cross-site check (the Origin of a request
  // carrying the session cookie must be the app's); a GET of the address only shows the sign-out page.
  r.get(
    "/api/auth/logout",
    {
      config: { auth: "public" },
      schema: {
        tags: ["auth"],
        summary: "The sign-out page (a button that POSTs here); a GET signs no one out",
        querystring: z.object({ returnTo: z.string().max(2048).optional() }),
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo, "/");
      return reply.redirect(`${SIGN_OUT_PAGE}?returnTo=${encodeURIComponent(returnTo)}`, 302);
    },
  );

  // The sign-out page posts a form: its (empty) form body is accepted here, and only here.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, _body, done) => done(null, {}));
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/auth/logout",
      {
        config: { auth: "public" },
        schema: {
          tags: ["auth"],
          summary: "Sign out and go to returnTo (the home page by default); 403 FORBIDDEN from another site",
          querystring: z.object({ returnTo: z.string().max(2048).optional() }),
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        // Through better-auth's handler, not its API object, so its origin check runs exactly as for its own POSTs.
        const url = new URL("/api/auth/sign-out", `${request.protocol}://${request.host}`);
        const headers = authHeaders(request);
        headers.set("content-type", "application/json");
        const actor = await app.loadActor(request);
        const response = await auth.handler(new Request(url, { method: "POST", headers, body: "{}" }));
        if (response.status === 403) return sendProblem(request, reply, "FORBIDDEN", "Sign out from the app's own pages.");
        if (actor && response.ok) await recordSignOut(deps.db, actor, auditOrigin(request));
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        return reply.redirect(safeReturnTo(request.query.returnTo, "/"), 303);
      },
    );
  });

  r.get(
    "/api/auth/me",
    {
      config: { auth: "public" },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user's profile; 204 when signed out",
        response: { 200: ZProfile, 204: z.null().describe("No one is signed in") },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const actor = await app.loadActor(request);
      if (!actor) return reply.status(204).send(null);
      return getProfile(deps, actor, request.profileFacts ?? undefined);
    },
  );

  // Everything else under /api/auth is better-auth (sign-up, sign-in, password reset, Google callback…).
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    config: { auth: "public" },
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split("?")[0]!;
      if (!offeredAuthEndpoint(request.method, path))
        return sendProblem(request, reply, "NOT_FOUND", "There is no API endpoint at this address.");
      if (request.method === "POST" && PASSWORD_SETTING_PATHS.has(path)) {
        const body = (request.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown };
        const password = typeof body.password === "string" ? body.password : typeof body.newPassword === "string" ? body.newPassword : null;
        const problem =
          password === null ? null : passwordProblem(password, { email: typeof body.email === "string" ? body.email : undefined });
        if (problem) return sendProblem(request, reply, "WEAK_PASSWORD", problem, [{ path: "body.password", message: problem }]);
      }
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const init: RequestInit = { method: request.method, headers: authHeaders(request) };
      if (request.body !== undefined && request.method !== "GET") init.body = JSON.stringify(request.body);
      // better-auth's own sign-out is a sign-out too (the app's pages use /api/auth/logout above).
      const signingOut = request.method === "POST" && path === "/api/auth/sign-out" ? await app.loadActor(request) : null;
      const response = await auth.handler(new Request(url, init));
      if (signingOut && response.ok) await recordSignOut(deps.db, signingOut, auditOrigin(request));
      reply.header("cache-control", "no-store");
      if (response.status >= 400 && response.headers.get("content-type")?.includes("application/json")) {
        const failure = translateAuthFailure(response.status, await response.json().catch(() => null));
        const retryAfter = response.headers.get("x-retry-after") ?? response.headers.get("retry-after");
        if (retryAfter) reply.header("retry-after", retryAfter);
        if (failure) return sendProblem(request, reply, failure.code, failure.detail);
      }
      return sendFetchResponse(reply, response);
    },
  });
}
