import { Readable } from "node:stream";
import {
  ZSubmissionArchiveRequest,
  ZSubmissionBulkResponse,
  ZSubmissionCsvQuery,
  ZSubmissionListQuery,
  ZSubmissionListResponse,
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
  getSubmissionStats,
  iterateSubmissionsForCsv,
  markSubmissionsRead,
  resolveScope,
} from "./submissions.service.ts";
import type { AppDeps } from "../../core/deps.ts";

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
          "The submission list, filtered: Admins see the organisation's, agents their links'. Page with " +
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
          "and hospitals, consent status, times in the agency's zone (every matching row, streamed; formulas neutralised)",
        params: ZSubmissionOrgParams,
        querystring: ZSubmissionCsvQuery,
      },
    },
    async (request, reply) => {
      const actor = await app.requireActor(request);
      const scope = await resolveScope(deps.db, actor, request.params.id);
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
        summary: "The dashboard's numbers over every submission you can see: this week and month, by type and link, per day",
        params: ZSubmissionOrgParams,
        querystring: ZSubmissionStatsQuery,
        response: { 200: ZSubmissionStats },
      },
    },
    async (request) => getSubmissionStats(deps.db, await app.requireActor(request), request.params.id, request.query),
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
