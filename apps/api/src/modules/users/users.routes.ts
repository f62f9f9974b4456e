import {
  ZEmailExistsResponse,
  ZProfile,
  ZUpdateLocaleRequest,
  ZUpdateLocaleResponse,
  ZUpdateUserRequest,
  ZUser,
} from "@planready/contracts/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { findEmailRegistrations, getProfile, getUser, setUserLocale, updateUser } from "./users.service.ts";
import type { AppDeps } from "../../core/deps.ts";

const ZAuthIdParams = z.object({ authId: z.string().min(1).max(128) });

export async function usersRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.get(
    "/api/users/email/:email",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Whether your own email is registered under another sign-in method",
        params: z.object({ email: z.email() }),
        response: { 200: ZEmailExistsResponse },
      },
    },
    async (request) => findEmailRegistrations(deps, await app.requireActor(request), request.params.email),
  );

  r.get(
    "/api/users/:authId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: { tags, summary: "Your own user record", params: ZAuthIdParams, response: { 200: ZUser } },
    },
    async (request) => getUser(await app.requireActor(request), request.params.authId),
  );

  r.post(
    "/api/users",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Your user record, created at sign-up; returns it (idempotent)",
        querystring: z.record(z.string(), z.string().max(200)),
        response: { 200: ZProfile },
      },
    },
    async (request) => getProfile(deps, await app.requireActor(request)),
  );

  r.put(
    "/api/users/me/locale",
    {
      config: { auth: "user", permission: "account:own", payment: "resolves" },
      schema: {
        tags,
        summary: "Your language (en or es): the language of your notifications and emails",
        body: ZUpdateLocaleRequest,
        response: { 200: ZUpdateLocaleResponse },
      },
    },
    async (request) => setUserLocale(deps.db, await app.requireActor(request), request.body.locale),
  );

  r.put(
    "/api/users/:authId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Change your names or accept terms",
        params: ZAuthIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUser },
      },
    },
    async (request) => updateUser(deps, await app.requireActor(request), request.params.authId, request.body),
  );
}
