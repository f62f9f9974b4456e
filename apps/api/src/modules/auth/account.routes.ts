import { ZOk } from "@planready/contracts/errors";
import { ZChangeEmailRequest, ZChangePasswordRequest, ZSetPasswordRequest, ZSignInMethods } from "@planready/contracts/settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { authHeaders } from "../../plugins/auth.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { changePassword, getSignInMethods, requestEmailChange, setFirstPassword } from "./account.service.ts";
import type { Auth } from "./auth.ts";

/**
 * The signed-in user's sign-in details (Personal Information): email change, password, sign-in methods. Each is the
 * user's own, so every signed-in user may call them (no permission of the role table).
 */
export async function accountRoutes(app: FastifyInstance, { auth, deps, google }: { auth: Auth; deps: AppDeps; google: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.get(
    "/api/users/me/sign-in-methods",
    {
      config: { auth: "user", permission: "account:own" },
      schema: { tags, summary: "How you can sign in (password, Google) and whether Google is offered", response: { 200: ZSignInMethods } },
    },
    async (request) => getSignInMethods(deps.db, await app.requireActor(request), google),
  );

  r.post(
    "/api/users/me/email",
    {
      config: { auth: "user", permission: "account:own", rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Change your email: a link mailed to the new address confirms it; the old one stays until then",
        body: ZChangeEmailRequest,
        response: { 202: ZOk },
      },
    },
    async (request, reply) => {
      await requestEmailChange(auth, await app.requireActor(request), authHeaders(request), request.body.newEmail);
      return reply.status(202).send({ ok: true as const });
    },
  );

  r.post(
    "/api/users/me/password",
    {
      config: { auth: "user", permission: "account:own", rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Change your password (the current one required); your other sessions end",
        body: ZChangePasswordRequest,
        response: { 200: ZOk },
      },
    },
    async (request, reply) => {
      const cookies = await changePassword(
        auth,
        deps.db,
        await app.requireActor(request),
        auditOrigin(request),
        authHeaders(request),
        request.body,
      );
      if (cookies.length) reply.header("set-cookie", cookies);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/users/me/password/new",
    {
      config: { auth: "user", permission: "account:own", rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Set a first password (an account made with Google); 409 CONFLICT when one is set",
        body: ZSetPasswordRequest,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await setFirstPassword(auth, deps.db, await app.requireActor(request), auditOrigin(request), authHeaders(request), request.body);
      return { ok: true as const };
    },
  );
}
