import {
  ZCheckAccountStatusRequest,
  ZCheckAccountStatusResponse,
  ZConnectureLinkConfirm,
  ZConnectureLinkConfirmResponse,
  ZConnectureLinkRequest,
  ZConnectureLinkRequestResponse,
  ZPartnerFrameQuery,
  ZPartnerFrameResponse,
} from "@planready/contracts/bulk-onboarding";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { checkAccountStatus, confirmConnectureLink, partnerFrame, requestConnectureLink } from "./connecture-link.service.ts";

/** The ConnectureDRX partner's calls (decision 035): account status by agent id, the emailed link, the frame's addresses. */
export async function rfxcRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["connecture"];

  r.post(
    "/api/rfxc/check-account-status",
    {
      config: { auth: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Whether a connecture agent id has a PlanReady account (and whether it is the signed-in caller's)",
        body: ZCheckAccountStatusRequest,
        response: { 200: ZCheckAccountStatusResponse },
      },
    },
    async (request) => checkAccountStatus(deps, await app.loadActor(request), request.body.connAgentId),
  );

  r.post(
    "/api/rfxc/link-requests",
    {
      config: { auth: "user", permission: "account:own", rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Email the caller's own address a link that, opened by them, links the connecture agent id to their account",
        body: ZConnectureLinkRequest,
        response: { 201: ZConnectureLinkRequestResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await requestConnectureLink(deps, await app.requireActor(request), request.body)),
  );

  r.post(
    "/api/rfxc/link-requests/confirm",
    {
      config: { auth: "user", permission: "account:own", rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "The emailed link, opened by the account it was sent to: links the connecture agent id (once, within 24 hours)",
        body: ZConnectureLinkConfirm,
        response: { 200: ZConnectureLinkConfirmResponse },
      },
    },
    async (request) => confirmConnectureLink(deps, await app.requireActor(request), request.body.token, auditOrigin(request)),
  );

  r.get(
    "/api/rfxc/frame",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "The partner frame's return address and white-label logo, each kept only when the operator's allow-list has its origin",
        querystring: ZPartnerFrameQuery,
        response: { 200: ZPartnerFrameResponse },
      },
    },
    async (request) => partnerFrame(deps, request.query),
  );
}
