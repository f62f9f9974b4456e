import {
  ZBulkSend,
  ZBulkSendIdParams,
  ZBulkSendList,
  ZBulkSendSettingsResponse,
  ZCreateBulkSendRequest,
  ZCreateReminderRequest,
  ZDryRunResponse,
  ZOpenRecipientLinkRequest,
  ZOpenRecipientLinkResponse,
  ZPutBulkSendSettingsRequest,
} from "@planready/contracts/bulk-sends";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { setSurveySessionCookie } from "../responses/responses.service.ts";
import { emitSurveyWebhookEvent } from "../webhooks/webhooks.service.ts";
import {
  createBulkSend,
  createReminder,
  getBulkSend,
  getBulkSendSettings,
  listBulkSends,
  openRecipientLink,
  pauseBulkSend,
  resumeBulkSend,
  saveBulkSendSettings,
} from "./bulk-sends.service.ts";

const permission = "bulk_sends:own" as const;

/**
 * Bulk sends (docs/decisions/038-bulk-sends.md): an agent's sends to their own book of business, their settings, and
 * the public opening of a recipient's own link. Sends and settings are the agent's own: another agent of the agency,
 * its admins included, gets 404 (a book is its importer's, docs/decisions/027).
 */
export async function bulkSendsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["bulk-sends"];
  const secureCookies = deps.publicUrl.startsWith("https://");

  r.get(
    "/api/bulk-sends/settings",
    {
      config: { auth: "user", permission },
      schema: { tags, summary: "The agent's bulk-send settings and the links they may send", response: { 200: ZBulkSendSettingsResponse } },
    },
    async (request) => getBulkSendSettings(deps.db, await app.requireActor(request)),
  );

  r.put(
    "/api/bulk-sends/settings",
    {
      config: { auth: "user", permission },
      schema: {
        tags,
        summary: "Save the sender name, reply-to, NPN, default language, templates (EN/ES), send window and the link per survey type",
        body: ZPutBulkSendSettingsRequest,
        response: { 200: ZBulkSendSettingsResponse },
      },
    },
    async (request) => saveBulkSendSettings(deps.db, await app.requireActor(request), request.body),
  );

  r.get(
    "/api/bulk-sends",
    {
      config: { auth: "user", permission },
      schema: { tags, summary: "The agent's sends, newest first, with their progress", response: { 200: ZBulkSendList } },
    },
    async (request) => listBulkSends(deps, await app.requireActor(request)),
  );

  r.post(
    "/api/bulk-sends",
    {
      config: { auth: "user", permission },
      schema: {
        tags,
        summary:
          "Send a survey link to clients of the agent's book (filter, ticks, link, channel, language, template). With " +
          "dry_run: only how many go now, how many wait for their quiet hours, and how many not, by reason. 409 when " +
          "nobody can be sent it.",
        body: ZCreateBulkSendRequest,
        response: { 200: ZDryRunResponse, 201: ZBulkSend },
      },
    },
    async (request, reply) => {
      const result = await createBulkSend(deps, await app.requireActor(request), request.body, auditOrigin(request));
      return "id" in result ? reply.status(201).send(result) : reply.status(200).send(result);
    },
  );

  r.get(
    "/api/bulk-sends/:id",
    {
      config: { auth: "user", permission },
      schema: { tags, summary: "One of the agent's sends with its progress", params: ZBulkSendIdParams, response: { 200: ZBulkSend } },
    },
    async (request) => getBulkSend(deps, await app.requireActor(request), request.params.id),
  );

  r.post(
    "/api/bulk-sends/:id/pause",
    {
      config: { auth: "user", permission },
      schema: { tags, summary: "Pause a send: it stops before its next message", params: ZBulkSendIdParams, response: { 200: ZBulkSend } },
    },
    async (request) => pauseBulkSend(deps, await app.requireActor(request), request.params.id),
  );

  r.post(
    "/api/bulk-sends/:id/resume",
    {
      config: { auth: "user", permission },
      schema: {
        tags,
        summary: "Resume a paused send where it stopped (nobody is sent twice)",
        params: ZBulkSendIdParams,
        response: { 200: ZBulkSend },
      },
    },
    async (request) => resumeBulkSend(deps, await app.requireActor(request), request.params.id),
  );

  r.post(
    "/api/bulk-sends/:id/reminders",
    {
      config: { auth: "user", permission },
      schema: {
        tags,
        summary: "Remind the send's recipients who have not submitted (never the opted-out); dry_run only counts",
        params: ZBulkSendIdParams,
        body: ZCreateReminderRequest,
        response: { 200: ZDryRunResponse, 201: ZBulkSend },
      },
    },
    async (request, reply) => {
      const result = await createReminder(
        deps,
        await app.requireActor(request),
        request.params.id,
        request.body.dry_run,
        auditOrigin(request),
      );
      return "id" in result ? reply.status(201).send(result) : reply.status(200).send(result);
    },
  );

  r.post(
    "/api/bulk-sends/open",
    {
      config: { auth: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["survey"],
        summary:
          "A client opens the link a bulk send gave them: starts their survey on the send's link, or resumes it with a new " +
          "survey token (shown only this once; the old one stops working). 404 for an unknown token, 410 " +
          "RECIPIENT_LINK_USED once the survey was submitted.",
        body: ZOpenRecipientLinkRequest,
        response: { 200: ZOpenRecipientLinkResponse },
      },
    },
    async (request, reply) => {
      const { org_id: orgId, link_id: linkId, ...opened } = await openRecipientLink(deps.db, request.body.token);
      setSurveySessionCookie(
        reply,
        { responseId: opened.response_id, token: opened.survey_token, linkUrl: opened.link_url },
        secureCookies,
      );
      // A survey started here is started like one from the link's page: its owner's webhooks hear of it.
      if (!opened.resumed) await emitSurveyWebhookEvent(deps, { orgId, linkId, responseId: opened.response_id, type: "survey.started" });
      return opened;
    },
  );
}
