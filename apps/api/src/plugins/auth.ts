import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { AppError } from "../lib/app-error.ts";
import { provisionAccount } from "../commands/provision-account.ts";
import type { Actor } from "../core/actor.ts";
import type { AppDeps } from "../core/deps.ts";
import type { SignatureAccess } from "../core/signature-access.ts";
import type { SurveyAccess } from "../core/survey-access.ts";
import type { Auth } from "../modules/auth/auth.ts";
import { isPaymentLocked } from "../modules/orgs/orgs.service.ts";
import { findSurveyAccess } from "../modules/responses/responses.service.ts";
import { findSignatureAccess } from "../modules/signature-requests/signature-requests.service.ts";

/**
 * Who may call a route. Every /api route must declare one (checked when routes are registered).
 * `survey`: the bearer survey token of one response (anonymous clients filling in a survey).
 * `signature`: the bearer token of a link sent for signature (the signing screen of one response, nothing else).
 */
export type AuthMode = "public" | "user" | "survey" | "signature";
const authModes: readonly AuthMode[] = ["public", "user", "survey", "signature"];

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
  }
  interface FastifyRequest {
    /** The signed-in user, loaded once per request by `loadActor`. */
    actorPromise: Promise<Actor | null> | null;
    /** The response the bearer survey token opens, loaded once per request by `requireSurvey`. */
    surveyPromise: Promise<SurveyAccess | null> | null;
    /** What the bearer token of a link sent for signature opens, loaded once per request by `requireSignature`. */
    signaturePromise: Promise<SignatureAccess | null> | null;
  }
}

const SURVEY_TOKEN_INVALID = "This survey link has expired or is invalid";
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
  app.decorateRequest("surveyPromise", null);
  app.decorateRequest("signaturePromise", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.url.startsWith("/api/docs")) return;
    const mode = route.config?.auth;
    if (!mode) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.auth (who may call it)`);
    if (!authModes.includes(mode)) throw new Error(`Route ${String(route.method)} ${route.url} declares an unknown config.auth "${mode}"`);
    const payment = route.config?.payment;
    if (payment !== undefined && (mode !== "user" || payment !== "resolves")) {
      throw new Error(`Route ${String(route.method)} ${route.url}: config.payment "${payment}" is only "resolves", on a user route`);
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
      if (config.payment !== "resolves" && actor.org_id && (await isPaymentLocked(deps.db, actor.org_id))) {
        throw new AppError("PAYMENT_REQUIRED", "Access is restricted until the agency's payment information is updated.");
      }
    }
    if (config.auth === "signature") await requireSignature(request);
    if (config.auth === "survey") {
      const access = await requireSurvey(request);
      const params = request.params as Record<string, string | undefined>;
      const { response, content } = config.surveyParams ?? {};
      if (response && params[response] !== access.responseId) throw new AppError("NOT_FOUND", "No survey response with this id.");
      if (content && params[content] !== access.contentId) throw new AppError("NOT_FOUND", "No survey content with this id.");
    }
  });

  /** The response the request's bearer survey token opens; one database lookup per request. */
  async function requireSurvey(request: FastifyRequest): Promise<SurveyAccess> {
    // Reads (GET, HEAD) may use a submitted response's token, and so may the few writes that follow the review
    // (`surveyAfterSubmit`); anything else is a write (decision 017).
    const config = request.routeOptions.config;
    const purpose = request.method === "GET" || request.method === "HEAD" ? "read" : config.surveyAfterSubmit ? "followUp" : "write";
    request.surveyPromise ??= findSurveyAccess(deps.db, request.headers.authorization, purpose).then((access) => access ?? null);
    const access = await request.surveyPromise;
    if (!access) throw new AppError("UNAUTHENTICATED", SURVEY_TOKEN_INVALID);
    return access;
  }

  /** What the request's bearer signing token opens; one database lookup per request. */
  async function requireSignature(request: FastifyRequest): Promise<SignatureAccess> {
    request.signaturePromise ??= findSignatureAccess(deps.db, request.headers.authorization).then((access) => access ?? null);
    const access = await request.signaturePromise;
    if (!access) throw new AppError("UNAUTHENTICATED", SIGNATURE_TOKEN_INVALID);
    return access;
  }

  /** The signed-in user, or null. Creates the app user lazily if the sign-up hook could not. */
  async function loadActor(request: FastifyRequest): Promise<Actor | null> {
    request.actorPromise ??= (async () => {
      const session = await auth.api.getSession({ headers: authHeaders(request) });
      if (!session) return null;
      return provisionAccount(deps, { id: session.user.id, email: session.user.email });
    })();
    return request.actorPromise;
  }

  async function requireActor(request: FastifyRequest): Promise<Actor> {
    const actor = await loadActor(request);
    if (!actor) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
    return actor;
  }

  app.decorate("loadActor", loadActor);
  app.decorate("requireActor", requireActor);
  app.decorate("requireSurvey", requireSurvey);
  app.decorate("requireSignature", requireSignature);
}

declare module "fastify" {
  interface FastifyInstance {
    loadActor(request: FastifyRequest): Promise<Actor | null>;
    requireActor(request: FastifyRequest): Promise<Actor>;
    requireSurvey(request: FastifyRequest): Promise<SurveyAccess>;
    requireSignature(request: FastifyRequest): Promise<SignatureAccess>;
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
