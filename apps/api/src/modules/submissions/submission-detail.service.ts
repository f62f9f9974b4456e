import type {
  TSubmissionCorrection,
  TSubmissionCorrectionRequest,
  TSubmissionCorrectionResponse,
  TSubmissionDetail,
} from "@planready/contracts/submissions";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { agentSigningState, listSoaAgentSignatures } from "../agent-signing/agent-signing.service.ts";
import { refreshSubmissionPdfs } from "../submission-pdfs/submission-pdfs.service.ts";
import { loadSurveyContent } from "../survey-contents/survey-contents.service.ts";
import type { Actor } from "../../core/actor.ts";
import { applyCorrections, findContentId, listCorrections, type CorrectionRow } from "./corrections.repository.ts";
import type { ItemRefusal } from "./item-corrections.ts";
import { presentSubmission } from "./submissions.presenter.ts";
import { findSubmission, type SubmissionScope } from "./submissions.repository.ts";
import { resolveScope } from "./submissions.service.ts";

const NOT_FOUND = "No submission with this id.";

export function presentCorrection(row: CorrectionRow): TSubmissionCorrection {
  return {
    id: row.id,
    response_id: row.response_id,
    field: row.field,
    item_id: row.item_id,
    before: row.before ?? null,
    after: row.after ?? null,
    corrected_at: row.created_at.toISOString(),
    corrected_by: { id: row.user_id, first_name: row.user_first_name, last_name: row.user_last_name, email: row.user_email },
  };
}

async function scopeOf(db: Db, actor: Actor): Promise<SubmissionScope> {
  if (!actor.org_id) throw new AppError("NOT_FOUND", NOT_FOUND);
  return resolveScope(db, actor, actor.org_id);
}

async function loadDetail(db: Db, actor: Actor, scope: SubmissionScope, responseId: string): Promise<TSubmissionDetail> {
  const row = await findSubmission(db, scope, responseId);
  const contentId = row ? await findContentId(db, responseId) : undefined;
  if (!row || !contentId) throw new AppError("NOT_FOUND", NOT_FOUND);
  const access = { responseId, contentId, linkId: row.link_id, orgId: scope.orgId, surveyType: row.survey_type as TSurveyType };
  const [content, corrections, agentSignatures, agentSigning] = await Promise.all([
    loadSurveyContent(db, access),
    listCorrections(db, scope.orgId, responseId),
    listSoaAgentSignatures(db, responseId),
    agentSigningState(db, actor, row.link_id),
  ]);
  if (!content) throw new AppError("NOT_FOUND", NOT_FOUND);
  return {
    submission: presentSubmission(row),
    integration: row.integration,
    no_providers: row.no_providers,
    locale: row.locale,
    survey_content: content,
    corrections: corrections.map(presentCorrection),
    soa_agent_signatures: agentSignatures,
    agent_signing: agentSigning,
  };
}

/**
 * `GET /responses/{id}/detail`: everything the client entered, for its link's owner and stakeholders (404 to
 * anyone else); each opening is audited (`submission.viewed`).
 */
export async function getSubmissionDetail(db: Db, actor: Actor, origin: AuditOrigin, responseId: string): Promise<TSubmissionDetail> {
  const detail = await loadDetail(db, actor, await scopeOf(db, actor), responseId);
  await recordAudit(db, actor, origin, { action: "submission.viewed", target: { type: "submission", id: responseId } });
  return detail;
}

/** The error of a refused item change, naming the change (`body.items.{index}`) as the request's validation does. */
function refusalError({ index, refusal }: { index: number; refusal: ItemRefusal }): AppError {
  const path = `body.items.${index}`;
  if (refusal.code !== "VALIDATION_FAILED")
    return new AppError(refusal.code, refusal.message, [{ path: `${path}.id`, message: refusal.message }]);
  const invalid = refusal.issues.map((issue) => ({ path: [path, "values", ...issue.path.map(String)].join("."), message: issue.message }));
  return new AppError("VALIDATION_FAILED", invalid[0]?.message, invalid);
}

/**
 * `PUT /responses/{id}?fromDashboard=true`: the link's owner or a stakeholder corrects answers and list items; each
 * changed field and item is recorded (and the correction audited, `submission.corrected`). All or nothing: a refused
 * item change leaves the submission as it was.
 */
export async function correctSubmission(
  deps: Pick<AppDeps, "db" | "jobs">,
  actor: Actor,
  origin: AuditOrigin,
  responseId: string,
  body: TSubmissionCorrectionRequest,
): Promise<TSubmissionCorrectionResponse> {
  const { db } = deps;
  const scope = await scopeOf(db, actor);
  if (!(await findSubmission(db, scope, responseId))) throw new AppError("NOT_FOUND", NOT_FOUND);
  const outcome = await applyCorrections(db, { orgId: scope.orgId, responseId }, actor, {
    fields: body.fields ?? {},
    items: body.items ?? [],
  });
  if (!outcome) throw new AppError("NOT_FOUND", NOT_FOUND);
  if ("refused" in outcome) throw refusalError(outcome.refused);
  const { recorded } = outcome;
  if (recorded.length) {
    await recordAudit(db, actor, origin, {
      action: "submission.corrected",
      target: { type: "submission", id: responseId },
      details: { changes: recorded.length },
    });
  }
  // The stored PDF shows the answers as they were: made again (after the commit above).
  if (recorded.length) await refreshSubmissionPdfs(deps, responseId);
  const detail = await loadDetail(db, actor, scope, responseId);
  return { corrections: detail.corrections.filter((c) => recorded.includes(c.id)), detail };
}

/**
 * A submission's answers with what the hand-off to a partner names of it, for a reader of its client data (its link's
 * owner or a stakeholder; docs/decisions/027); undefined when `actor` may not read it or it does not exist.
 */
export async function findReadableSubmission(
  db: Db,
  actor: Actor,
  responseId: string,
): Promise<
  | {
      submission: { id: string; survey_type: string; status: string; submitted_at: string | null; link_url: string; locale: string };
      integration: string | null;
      content: NonNullable<Awaited<ReturnType<typeof loadSurveyContent>>>;
    }
  | undefined
> {
  if (!actor.org_id) return undefined;
  const scope = await resolveScope(db, actor, actor.org_id);
  const row = await findSubmission(db, scope, responseId);
  const contentId = row ? await findContentId(db, responseId) : undefined;
  if (!row || !contentId) return undefined;
  const content = await loadSurveyContent(db, {
    responseId,
    contentId,
    linkId: row.link_id,
    orgId: scope.orgId,
    surveyType: row.survey_type as TSurveyType,
  });
  if (!content) return undefined;
  return {
    submission: {
      id: row.response_id,
      survey_type: row.survey_type,
      status: row.status,
      submitted_at: row.submitted_at?.toISOString() ?? null,
      link_url: row.link_url,
      locale: row.locale,
    },
    integration: row.integration,
    content,
  };
}
