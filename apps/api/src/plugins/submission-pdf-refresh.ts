import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../core/deps.ts";
import { refreshSubmissionPdfs } from "../modules/submission-pdfs/submission-pdfs.service.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every successful write through a survey token (answers, list items, the language, a signature, the submission)
 * has the response's PDFs made again, so a PDF asked for before — at "Submit", ahead of the consent screen — shows
 * the signature and the latest answers at the agent's next download. Before the answer is sent (so a caller that
 * gets it finds the job queued); a failure to enqueue is logged, never the client's error: a PDF of older answers
 * is never served anyway (modules/submission-pdfs, response_versions). Agents' corrections refresh in their service.
 * The token's look-up tells whether the response has any PDF, so most writes (no PDF asked for) cost nothing here.
 */
export function registerSubmissionPdfRefresh(app: FastifyInstance, deps: Pick<AppDeps, "db" | "jobs">) {
  // Callback-style: an answer with nothing to refresh (most: no PDF asked for yet) passes without a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const access = request.surveyAccess;
    if (request.routeOptions.config.auth !== "survey" || !WRITES.has(request.method) || reply.statusCode >= 300) return done(null, payload);
    // No PDF asked for yet: nothing to refresh, and no query on the autosave path.
    if (!access || access.hasPdfs === false) return done(null, payload);
    void refreshSubmissionPdfs(deps, access.responseId)
      .catch((error: unknown) => {
        request.log.warn({ err: error, responseId: access.responseId }, "could not refresh a submission's PDF");
      })
      // oxlint-disable-next-line promise/no-callback-in-promise -- a callback-style hook ends by calling back, here once the job is queued
      .then(() => done(null, payload));
  });
}
