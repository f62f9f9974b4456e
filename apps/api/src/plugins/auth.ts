import { createHmac, timingSafeEqual } from "node:crypto";
import { paymentFailureState } from "@planready/contracts/payments";
import { can, permissionNames, type TPermission } from "@planready/contracts/permissions";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { AppError } from "../lib/app-error.ts";
import { provisionAccount } from "../commands/provision-account.ts";
import type { Actor } from "../core/actor.ts";
import type { AppDeps } from "../core/deps.ts";
import type { SignatureAccess } from "../core/signature-access.ts";
import type { SurveyAccess } from "../core/survey-access.ts";
import type { TApiKeyScope } from "@planready/contracts/webhooks";
import { findApiKeyPrincipal, type ApiKeyPrincipal } from "../modules/webhooks/api-keys.service.ts";
import type { Auth } from "../modules/auth/auth.ts";
import { isPaymentLocked } from "../modules/orgs/orgs.service.ts";
import { findSurveyAccess, SURVEY_TOKEN_INVALID } from "../modules/responses/responses.service.ts";
import { findSignatureAccess } from "../modules/signature-requests/signature-requests.service.ts";
import { findSessionUser, type ProfileFacts } from "../modules/users/users.service.ts";

/**
 * Who may call a route. Every /api route must declare one (checked when routes are registered).
 * `survey`: the bearer survey token of one response (anonymous clients filling in a survey).
 * `signature`: the bearer token of a link sent for signature (the signing screen of one response, nothing else).
 * `staff`: a signed-in user whom an operator marked as the product's staff (`users.is_staff`); everyone else, signed
 * in or not, gets 404 as from an address that does not exist, so the console is not revealed. Never payment-locked.
 * `apiKey`: the public API (`/api/v1`): `Authorization: Bearer pr_…`, a live key acting as the user who made it, and
 * the route's `apiScope` among the key's scopes (403 API_KEY_SCOPE_MISSING otherwise). Payment-locked like `user`.
 */
export type AuthMode = "public" | "user" | "survey" | "signature" | "staff" | "apiKey";
const authModes: readonly AuthMode[] = ["public", "user", "survey", "signature", "staff", "apiKey"];

/**
 * For `survey` routes: which path parameters name the token's response or its content. A value that is not the
 * token's own answers 404, exactly like an id that does not exist: a token opens one response and nothing else.
 */
export type SurveyParams = { response?: string; content?: string };

/**
 * The payment lock (docs/decisions/018-payment-lock.md): while the caller's organisation has 3 or more failed
 * payments, every `user` route answers 402 PAYMENT_REQUIRED, except those that declare `payment: "resolves"` — what
 * the resolution page and the card update need (the card, invoices, prices, the checkout's return, the language).
 * Only `user` routes may declare it; public, survey and signature routes are never locked (clients keep answering).
 */
export type PaymentDeclaration = "resolves";

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: AuthMode;
    surveyParams?: SurveyParams;
    /**
     * A survey write still open to a submitted response's token, which decides itself what that token may still do
     * (decision 017): sign the consent that follows the review (and choose its products), move the screen.
     */
    surveyAfterSubmit?: boolean;
    payment?: PaymentDeclaration;
    /**
     * A survey route whose handler checks the token itself, in the statement that does its work (the answers' save:
     * one round trip). The route must still refuse a body only to a caller whose token opens it (`attachValidation`,
     * then `requireSurvey` before the validation error): see survey-contents.routes.ts.
     */
    surveyCheckedByHandler?: boolean;
    /**
     * What a `user` route needs, from the permission table (`packages/contracts/src/permissions.ts`): every `user`
     * route declares one, and a caller whose role lacks it is refused 403 before the route runs. The services
     * still check whose data it is (organisation, links, self).
     */
    permission?: TPermission;
    /** What an `apiKey` route needs among the key's scopes (every `apiKey` route declares one). */
    apiScope?: TApiKeyScope;
  }
  interface FastifyRequest {
    /** The signed-in user, loaded once per request by `loadActor`. */
    actorPromise: Promise<Actor | null> | null;
    /** What the session check read of the signed-in user's profile (`getProfile` needs no query then). */
    profileFacts: ProfileFacts | null;
    /** The response the bearer survey token opens, loaded once per request by `requireSurvey`. */
    surveyPromise: Promise<SurveyAccess | null> | null;
    /** What the bearer survey token opened, once a route's survey check passed (read by the answer's onSend hooks). */
    surveyAccess: SurveyAccess | null;
    /** What the bearer token of a link sent for signature opens, loaded once per request by `requireSignature`. */
    signaturePromise: Promise<SignatureAccess | null> | null;
    /** The API key of an `apiKey` route's request, loaded once by `requireApiKey`. */
    apiKeyPromise: Promise<ApiKeyPrincipal | null> | null;
  }
}

/** The guard's own refusal of a role (the generated route × role test tells it from a service's refusal). */
export const ROLE_REFUSED = "Your role in the agency does not allow this.";

const SIGNATURE_TOKEN_INVALID = "This link to sign has expired or was replaced by a newer one";

/** The client address better-auth keys its sign-in rate limit on, set by us so clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-planready-client-ip";

export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export function registerAuthGuard(app: FastifyInstance, auth: Auth, deps: AppDeps) {
  app.decorateRequest("actorPromise", null);
  app.decorateRequest("profileFacts", null);
  app.decorateRequest("surveyPromise", null);
  app.decorateRequest("surveyAccess", null);
  app.decorateRequest("signaturePromise", null);
  app.decorateRequest("apiKeyPromise", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.url.startsWith("/api/docs")) return;
    const mode = route.config?.auth;
    if (!mode) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.auth (who may call it)`);
    if (!authModes.includes(mode)) throw new Error(`Route ${String(route.method)} ${route.url} declares an unknown config.auth "${mode}"`);
    const payment = route.config?.payment;
    if (payment !== undefined && (mode !== "user" || payment !== "resolves")) {
      throw new Error(`Route ${String(route.method)} ${route.url}: config.payment "${payment}" is only "resolves", on a user route`);
    }
    const permission = route.config?.permission;
    if (mode === "user" && !permissionNames.includes(permission as TPermission)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} does not declare config.permission (one of ${permissionNames.join(", ")}: ` +
          "packages/contracts/src/permissions.ts)",
      );
    }
    if (mode !== "user" && permission !== undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url}: config.permission is only for user routes`);
    }
    if ((mode === "apiKey") !== (route.config?.apiScope !== undefined)) {
      throw new Error(`Route ${String(route.method)} ${route.url}: an apiKey route declares config.apiScope, and only an apiKey route`);
    }
    for (const name of Object.values(route.config?.surveyParams ?? {})) {
      if (mode !== "survey" || !route.url.includes(`:${name}`)) {
        throw new Error(
          `Route ${String(route.method)} ${route.url}: surveyParams names ":${name}", which is not a survey route's parameter`,
        );
      }
    }
  });

  // Before validation: a caller without a session (or survey token) learns nothing about the route's input rules,
  // and gets 401, not 400.
  app.addHook("preValidation", async (request) => {
    const config = request.routeOptions.config;
    if (config.auth === "user") {
      const actor = await requireActor(request);
      if (!can(actor.user_type, config.permission!)) throw new AppError("FORBIDDEN", ROLE_REFUSED);
      if (config.payment !== "resolves" && actor.org_id && (await paymentLocked(request, actor.org_id))) {
        throw new AppError("PAYMENT_REQUIRED", "Access is restricted until the agency's payment information is updated.");
      }
    }
    if (config.auth === "staff") await requireStaff(request);
    if (config.auth === "apiKey") {
      const principal = await requireApiKey(request);
      if (!principal.scopes.includes(config.apiScope!)) {
        throw new AppError("API_KEY_SCOPE_MISSING", `This API key does not have the "${config.apiScope}" scope.`);
      }
      if (principal.actor.org_id && (await isPaymentLocked(deps.db, principal.actor.org_id))) {
        throw new AppError("PAYMENT_REQUIRED", "Access is restricted until the agency's payment information is updated.");
      }
    }
    if (config.auth === "signature") await requireSignature(request);
    if (config.auth === "survey" && !config.surveyCheckedByHandler) {
      const access = await requireSurvey(request);
      const params = request.params as Record<string, string | undefined>;
      const { response, content } = config.surveyParams ?? {};
      if (response && params[response] !== access.responseId) throw new AppError("NOT_FOUND", "No survey response with this id.");
      if (content && params[content] !== access.contentId) throw new AppError("NOT_FOUND", "No survey content with this id.");
    }
  });

  /**
   * Whether the caller's organisation is locked for failed payments: from the session check's own read of the
   * organisation when it made one (no second round trip), else asked.
   */
  async function paymentLocked(request: FastifyRequest, orgId: string): Promise<boolean> {
    const facts = request.profileFacts;
    if (facts?.org?.id === orgId) return paymentFailureState(facts.org.number_failed_payment_attempts).kind === "locked";
    return isPaymentLocked(deps.db, orgId);
  }

  /** The response the request's bearer survey token opens; one database lookup per request. */
  async function requireSurvey(request: FastifyRequest): Promise<SurveyAccess> {
    // Reads (GET, HEAD) may use a submitted response's token, and so may the few writes that follow the review
    // (`surveyAfterSubmit`); anything else is a write (decision 017).
    const config = request.routeOptions.config;
    const purpose = request.method === "GET" || request.method === "HEAD" ? "read" : config.surveyAfterSubmit ? "followUp" : "write";
    request.surveyPromise ??= findSurveyAccess(deps.db, request.headers.authorization, purpose).then((access) => access ?? null);
    const access = await request.surveyPromise;
    if (!access) throw new AppError("UNAUTHENTICATED", SURVEY_TOKEN_INVALID);
    request.surveyAccess = access;
    return access;
  }

  /** The request's API key and the user it acts as; one lookup per request. */
  async function requireApiKey(request: FastifyRequest): Promise<ApiKeyPrincipal> {
    request.apiKeyPromise ??= findApiKeyPrincipal(deps.db, request.headers.authorization);
    const principal = await request.apiKeyPromise;
    if (!principal) throw new AppError("UNAUTHENTICATED", "This API key is missing, revoked or not valid.");
    return principal;
  }

  /** What the request's bearer signing token opens; one database lookup per request. */
  async function requireSignature(request: FastifyRequest): Promise<SignatureAccess> {
    request.signaturePromise ??= findSignatureAccess(deps.db, request.headers.authorization).then((access) => access ?? null);
    const access = await request.signaturePromise;
    if (!access) throw new AppError("UNAUTHENTICATED", SIGNATURE_TOKEN_INVALID);
    return access;
  }

  /**
   * The signed-in user, or null: one round trip (docs/decisions/023-write-path-and-session-speed.md). The session
   * cookie's signature is checked here as better-auth checks it, then one query reads the session, its identity, the
   * app user and their organisation's profile facts. No cache: a revoked session (sign-out, password change, a
   * removed user) fails its very next request, in every process. better-auth's own `getSession` runs only when the
   * session is due for its daily refresh or the identity has no app user yet (created lazily here).
   */
  async function loadActor(request: FastifyRequest): Promise<Actor | null> {
    request.actorPromise ??= (async () => {
      const token = await sessionToken(request);
      if (token === null) return null;
      const found = await findSessionUser(deps.db, token);
      if (!found || found.expiresAt.getTime() <= Date.now()) return null;
      if (found.user && !refreshDue(found.expiresAt)) {
        request.profileFacts = { org: found.org, identityName: found.identityName };
        return found.user;
      }
      const session = await auth.api.getSession({ headers: authHeaders(request) });
      if (!session) return null;
      return provisionAccount(deps, { id: session.user.id, email: session.user.email });
    })();
    return request.actorPromise;
  }

  const authContext = auth.$context;
  const sessionConfig = { expiresIn: auth.options.session?.expiresIn ?? 0, updateAge: auth.options.session?.updateAge ?? 0 };
  /** better-auth extends a session's expiry once `updateAge` passed since it was last extended. */
  const refreshDue = (expiresAt: Date) =>
    expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= Date.now();

  /** The token of a validly signed session cookie (`<token>.<base64 HMAC-SHA256>`, better-call's format), or null. */
  async function sessionToken(request: FastifyRequest): Promise<string | null> {
    const context = await authContext;
    const value = request.cookies[context.authCookies.sessionToken.name];
    if (!value) return null;
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", context.secret).update(token, "utf8").digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }

  async function requireActor(request: FastifyRequest): Promise<Actor> {
    const actor = await loadActor(request);
    if (!actor) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
    return actor;
  }

  /** A staff member's session; anyone else meets the API's plain 404 (no hint that the address exists). */
  async function requireStaff(request: FastifyRequest): Promise<Actor> {
    const actor = await loadActor(request);
    if (!actor?.is_staff) throw new AppError("NOT_FOUND", "There is no API endpoint at this address.");
    return actor;
  }

  app.decorate("loadActor", loadActor);
  app.decorate("requireActor", requireActor);
  app.decorate("requireStaff", requireStaff);
  app.decorate("requireSurvey", requireSurvey);
  app.decorate("requireSignature", requireSignature);
  app.decorate("requireApiKey", requireApiKey);
}

declare module "fastify" {
  interface FastifyInstance {
    loadActor(request: FastifyRequest): Promise<Actor | null>;
    requireActor(request: FastifyRequest): Promise<Actor>;
    requireStaff(request: FastifyRequest): Promise<Actor>;
    requireSurvey(request: FastifyRequest): Promise<SurveyAccess>;
    requireSignature(request: FastifyRequest): Promise<SignatureAccess>;
    requireApiKey(request: FastifyRequest): Promise<ApiKeyPrincipal>;
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
