import { Readable } from "node:stream";
import {
  ZSubmissionArchiveRequest,
  ZSubmissionBulkResponse,
  ZSubmissionCsvQuery,
  ZSubmissionListQuery,
  ZSubmissionListResponse,
  ZSubmissionOverview,
  ZSubmissionOrgParams,
  ZSubmissionReadRequest,
  ZSubmissionStats,
  ZSubmissionStatsQuery,
} from "@planready/contracts/submissions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { catalogTranslator } from "@planready/contracts/notification-messages";
import { submissionWords } from "@planready/contracts/submission-words";
import { submissionCsvHeader, submissionCsvRow } from "./submissions-csv.ts";
import {
  archiveSubmissions,
  findSubmissions,
  getSubmissionOverview,
  getSubmissionStats,
  iterateSubmissionsForCsv,
  markSubmissionsRead,
  resolveScope,
} from "./submissions.service.ts";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin, recordAudit } from "../audit/audit.service.ts";

/** Whether an export was narrowed beyond its folder and order (recorded with it; the values themselves are not). */
const hasFilters = (query: Record<string, unknown>) =>
  Object.entries(query).some(([key, value]) => key !== "folder" && key !== "newestDataFirst" && value !== undefined && value !== "");

export async function submissionsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["submissions"];

  r.get(
    "/api/orgs/:id/submissions",
    {
      config: { auth: "user", permission: "submissions:read" },
      schema: {
        tags,
        summary:
          "The submission list, filtered: the submissions of the links you own or are a stakeholder of, whatever your role " +
          "(an Admin sees the others' counts in /overview, never their rows). Page with " +
          "next_cursor (keyset); total counted up to 1,000.",
        params: ZSubmissionOrgParams,
        querystring: ZSubmissionListQuery,
        response: { 200: ZSubmissionListResponse },
      },
    },
    async (request) => findSubmissions(deps.db, await app.requireActor(request), request.params.id, request.query),
  );

  r.get(
    "/api/orgs/:id/submissions.csv",
    {
      config: { auth: "user", permission: "submissions:read" },
      schema: {
        tags,
        summary:
          "The filtered list as CSV in your language: contact details, address, language, medicines, pharmacies, doctors " +
          "and hospitals, consent status, times in the agency's zone (every matching row of the links you own or are a " +
          "stakeholder of, streamed; formulas neutralised; audited)",
        params: ZSubmissionOrgParams,
        querystring: ZSubmissionCsvQuery,
      },
    },
    async (request, reply) => {
      const actor = await app.requireActor(request);
      const scope = await resolveScope(deps.db, actor, request.params.id);
      await recordAudit(deps.db, actor, auditOrigin(request), {
        action: "submission.exported_csv",
        target: { type: "org", id: scope.orgId },
        details: { folder: request.query.folder, filtered: hasFilters(request.query) },
      });
      const batches = iterateSubmissionsForCsv(deps.db, scope, request.query);
      // In the reader's language (users.locale), like the PDF.
      const locale = actor.locale === "es" ? "es" : "en";
      const words = { t: catalogTranslator(submissionWords[locale]), locale };
      async function* lines() {
        // The byte order mark makes spreadsheets read the file as UTF-8 (accented names).
        yield `\uFEFF${submissionCsvHeader(words)}`;
        try {
          for await (const batch of batches) yield batch.map(({ item, details }) => submissionCsvRow(item, details, words)).join("");
        } catch (error) {
          // The status and the first rows are sent: no problem document can follow. The connection is cut (no
          // final chunk), so no client takes a partial file for the whole one, and the failure is logged once as
          // the error it is (the serializer keeps the rows' values out of the log).
          request.log.error({ err: error }, "the CSV export failed after it started: download cut off");
          reply.raw.destroy();
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="submissions-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(lines()));
    },
  );

  r.get(
    "/api/orgs/:id/submissions/stats",
    {
      config: { auth: "user", permission: "submissions:read" },
      schema: {
        tags,
        summary:
          "The dashboard's numbers: this week and month, by type and link, per day — over the whole agency for Admins and Restricted-Admins, your links for agents; unread and not signed over the submissions you can open",
        params: ZSubmissionOrgParams,
        querystring: ZSubmissionStatsQuery,
        response: { 200: ZSubmissionStats },
      },
    },
    async (request) => getSubmissionStats(deps.db, await app.requireActor(request), request.params.id, request.query),
  );

  r.get(
    "/api/orgs/:id/submissions/overview",
    {
      config: { auth: "user", permission: "submissions:read" },
      schema: {
        tags,
        summary:
          "Submissions counted per link and status, with each link's owner and whether you read its answers: every link of the agency for Admins and Restricted-Admins (counts only), your links for agents",
        params: ZSubmissionOrgParams,
        response: { 200: ZSubmissionOverview },
      },
    },
    async (request) => getSubmissionOverview(deps.db, await app.requireActor(request), request.params.id),
  );

  r.put(
    "/api/orgs/:id/submissions/archive",
    {
      config: { auth: "user", permission: "submissions:work" },
      schema: {
        tags,
        summary: "Archive (archived: true) or move back to the inbox one or many submissions; all or none (404)",
        params: ZSubmissionOrgParams,
        body: ZSubmissionArchiveRequest,
        response: { 200: ZSubmissionBulkResponse },
      },
    },
    async (request) => archiveSubmissions(deps.db, await app.requireActor(request), request.params.id, request.body),
  );

  r.put(
    "/api/orgs/:id/submissions/read",
    {
      config: { auth: "user", permission: "submissions:work" },
      schema: {
        tags,
        summary: "Mark one or many submissions read or unread for yourself; all or none (404)",
        params: ZSubmissionOrgParams,
        body: ZSubmissionReadRequest,
        response: { 200: ZSubmissionBulkResponse },
      },
    },
    async (request) => markSubmissionsRead(deps.db, await app.requireActor(request), request.params.id, request.body),
  );
}
