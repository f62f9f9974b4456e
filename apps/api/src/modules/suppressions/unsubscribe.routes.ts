import { ZUnsubscribeState } from "@planready/contracts/suppressions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { resubscribe, unsubscribe, unsubscribeState } from "./unsubscribe.service.ts";

/** A sealed token (lib/secret-box.ts): base64url parts joined by dots. */
const ZTokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(2000)
    .regex(/^[A-Za-z0-9_.-]+$/),
});

/**
 * One-click unsubscribe for email (RFC 8058). The `List-Unsubscribe` header names `/api/unsubscribe/{token}`: a mail
 * client POSTs `List-Unsubscribe=One-Click` to it, without cookies; a browser that opens it is sent to the page
 * `/unsubscribe/{token}`, whose button POSTs here too. Public: the token is the only key, and it names no address.
 */
export async function unsubscribeRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  // RFC 8058's POST carries one field, List-Unsubscribe=One-Click, as multipart/form-data (which the RFC prefers) or
  // form-urlencoded (what Gmail sends). Only that field is read; the token alone decides whom it unsubscribes.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
    done(null, { "List-Unsubscribe": new URLSearchParams(String(body)).get("List-Unsubscribe") ?? undefined }),
  );
  app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
    done(null, { "List-Unsubscribe": oneClickPart(String(body)) }),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["unsubscribe"];

  r.get(
    "/api/unsubscribe/:token",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "The List-Unsubscribe address opened in a browser: 303 to the unsubscribe page (a GET never unsubscribes)",
        params: ZTokenParams,
      },
    },
    async (request, reply) => reply.redirect(`/unsubscribe/${request.params.token}`, 303),
  );

  r.get(
    "/api/unsubscribe/:token/state",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "The unsubscribe page's state: the agency's name and whether the address is unsubscribed (400 INVALID_TOKEN)",
        params: ZTokenParams,
        response: { 200: ZUnsubscribeState },
      },
    },
    async (request) => unsubscribeState(deps, request.params.token),
  );

  r.post(
    "/api/unsubscribe/:token",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary:
          "Unsubscribe at once from every later email of the agency: a mail client's one-click POST (body " +
          "List-Unsubscribe=One-Click) or the page's button. No session; idempotent; 400 INVALID_TOKEN",
        params: ZTokenParams,
        body: z.union([z.object({ "List-Unsubscribe": z.string().max(100).optional() }), z.null(), z.undefined()]),
        response: { 200: ZUnsubscribeState },
      },
    },
    async (request) => {
      const oneClick = request.body?.["List-Unsubscribe"] === "One-Click";
      return unsubscribe(deps, request.params.token, oneClick ? "email_one_click" : "unsubscribe_page");
    },
  );

  r.delete(
    "/api/unsubscribe/:token",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "Undo one's own unsubscribe from the page (a click by mistake); what the agency added stays",
        params: ZTokenParams,
        response: { 200: ZUnsubscribeState },
      },
    },
    async (request) => resubscribe(deps, request.params.token),
  );
}

/** The value of the `List-Unsubscribe` part of a multipart/form-data body (RFC 7578), if there is one. */
function oneClickPart(body: string): string | undefined {
  const match = /content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/i.exec(body);
  return match?.[1]?.trim() || undefined;
}
