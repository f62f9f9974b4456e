import { ZUniqueUrlResponse } from "@planready/contracts/billing/api";
import {
  ZCheckUniqueUrlParams,
  ZChangeLinkOwnerRequest,
  ZCheckUniqueUrlQuery,
  ZCreateLinkRequest,
  ZLink,
  ZLinkIdParams,
  ZLinkPublicBaseResponse,
  ZLinkQrCodesResponse,
  ZLinkUrlParams,
  ZPublicLink,
  ZUpdateLinkRequest,
} from "@planready/contracts/links";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditOrigin } from "../audit/audit.service.ts";
import {
  changeLinkOwner,
  checkUniqueUrl,
  createLink,
  deleteLink,
  findPublicLink,
  getLink,
  linkPublicBase,
  listLinkQrCodes,
  updateLink,
} from "./links.service.ts";
import type { AppDeps } from "../../core/deps.ts";

export async function linksRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["links"];

  r.get(
    "/api/links/url/:url",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary:
          "What a survey page shows about its link (a cancelled link comes with status cancelled; 404 for an unknown one; case-insensitive)",
        params: ZLinkUrlParams,
        response: { 200: ZPublicLink },
      },
    },
    async (request) => findPublicLink(deps.db, request.params.url),
  );

  r.get(
    "/api/links/checkUniqueURL/:url",
    {
      config: { auth: "user", permission: "links:read", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Whether a new or edited link may use this address (unique without regard to case; deleted links keep theirs, unpaid ones for a day after the last checkout), and if not, why; with ?purpose=purchase, the agency's own unpaid link of that address counts as free (buying completes it)",
        params: ZCheckUniqueUrlParams,
        querystring: ZCheckUniqueUrlQuery,
        response: { 200: ZUniqueUrlResponse },
      },
    },
    async (request) => checkUniqueUrl(deps.db, await app.requireActor(request), request.params.url, request.query.purpose),
  );

  r.get(
    "/api/links/public-base",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary:
          "The address survey links are shared under (PUBLIC_URL), which the links page copies and the QR codes encode; null when the server has none, and pages use the browser's address",
        response: { 200: ZLinkPublicBaseResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return linkPublicBase(deps);
    },
  );

  r.get(
    "/api/links/qrCodes",
    {
      config: { auth: "user", permission: "links:read" },
      schema: {
        tags,
        summary: "Your live links with the full address each QR code encodes (agents: links you are a stakeholder of)",
        response: { 200: ZLinkQrCodesResponse },
      },
    },
    async (request) => listLinkQrCodes(deps, await app.requireActor(request)),
  );

  r.get(
    "/api/links/:id",
    {
      config: { auth: "user", permission: "links:read" },
      schema: {
        tags,
        summary: "A link of your agency (agents: only links you own or are a stakeholder of)",
        params: ZLinkIdParams,
        response: { 200: ZLink },
      },
    },
    async (request) => getLink(deps.db, await app.requireActor(request), request.params.id),
  );

  r.post(
    "/api/links",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: {
        tags,
        summary:
          "Reserve a survey link for your agency, owned by you or the agent named in owner_id: created pending, live once paid through POST /api/stripe/{orgStripeId} with { link_id } (agency admins; 409 when the address is taken, 400 when it is reserved)",
        body: ZCreateLinkRequest,
        response: { 201: ZLink },
      },
    },
    async (request, reply) => reply.status(201).send(await createLink(deps.db, await app.requireActor(request), request.body)),
  );

  r.put(
    "/api/links/:id",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: {
        tags,
        summary:
          "Change a link's names, agency, address, logo or colour theme (agency admins; 409 when the address is taken; the survey type and duration are the plan and cannot change)",
        params: ZLinkIdParams,
        body: ZUpdateLinkRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => updateLink(deps, await app.requireActor(request), request.params.id, request.body),
  );

  r.put(
    "/api/links/:id/owner",
    {
      config: { auth: "user", permission: "links:change_owner" },
      schema: {
        tags,
        summary:
          "Give a link to another user of your agency (Admins only, audited): the new owner and the stakeholders they name read its clients' answers; the previous owner stops being a stakeholder",
        params: ZLinkIdParams,
        body: ZChangeLinkOwnerRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => changeLinkOwner(deps.db, await app.requireActor(request), auditOrigin(request), request.params.id, request.body),
  );

  r.delete(
    "/api/links/:id",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: {
        tags,
        summary:
          "Delete a link (agency admins): it leaves your list, its submissions stay and its address stays taken; 409 while its subscription still renews",
        params: ZLinkIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteLink(deps.db, await app.requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
