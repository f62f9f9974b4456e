import { surveyIsSubmittable } from "@planready/contracts/surveys/answered";
import type { TUpdateResponseRequest } from "@planready/contracts/surveys/responses";
import type { AppDeps } from "../core/deps.ts";
import type { SurveyAccess } from "../core/survey-access.ts";
import { AppError } from "../lib/app-error.ts";
import { markSendRecipientSubmitted } from "../modules/bulk-sends/bulk-sends.service.ts";
import { countReferral } from "../modules/agent-sites/site-referrals.service.ts";
import { findSubmissionRecipients } from "../modules/links/links.service.ts";
import { queueSubmissionDeliveries } from "../modules/integrations/integrations.service.ts";
import {
  notifyReferralReceived,
  queueNotificationEmails,
  storeSurveySubmittedNotifications,
} from "../modules/notifications/notifications.service.ts";
import { writeResponse } from "../modules/responses/responses.repository.ts";
import { presentResponseWrite, responseFieldsOf } from "../modules/responses/responses.service.ts";
import { findClientDisplayName, loadSurveyContent } from "../modules/survey-contents/survey-contents.service.ts";
import { prepareSubmissionPdf } from "../modules/submission-pdfs/submission-pdfs.service.ts";
import { listOrgMembers } from "../modules/users/users.service.ts";
import { emitSurveyWebhookEvent, emitWebhookEvent } from "../modules/webhooks/webhooks.service.ts";

/**
 * `PUT /responses/{id}` with `submit: true`: a client submits their survey. In one transaction, with the response
 * locked: the fields sent with it (screen, language; each only if newer, like any write), the submission itself
 * (responses), and a `survey_submitted` notification for the link's owner and each stakeholder they named still in
 * the agency, nobody else (links decides who, notifications stores them; they name the client by first name and last initial, from the
 * answers as submitted). Only the first submit does that; a repeat finds the response
 * submitted and changes nothing else. After the commit, the side effects, which never fail the client's submission
 * (the agents' notifications are in the app either way): the emails are enqueued and the PDF prepared ahead, in
 * each recipient's language, and the hand-off to the link owner's partner integrations queued. A survey that asks questions is not submitted without a single answer
 * (SURVEY_EMPTY: contracts `surveyIsSubmittable`); a repeated submit never gets here (plugins/auth.ts, decision 017).
 */
export async function submitSurvey(
  deps: Pick<AppDeps, "db" | "jobs" | "log" | "partners">,
  access: SurveyAccess,
  body: TUpdateResponseRequest,
) {
  const fields = await responseFieldsOf(deps.db, access, body);
  const content = await loadSurveyContent(deps.db, access);
  if (content && !surveyIsSubmittable(access.surveyType, content)) {
    throw new AppError("SURVEY_EMPTY", "Answer at least one question before submitting the survey.");
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const written = await writeResponse(tx, access.responseId, fields, body.client_rev, { submit: true });
    if (!written?.submitted) return written && { ...written, notificationIds: [], referral: undefined };
    const { row } = written;
    const recipients = await findSubmissionRecipients(tx, row.link_id, row.org_id);
    const notificationIds = recipients
      ? await storeSurveySubmittedNotifications(tx, {
          orgId: row.org_id,
          userIds: recipients.userIds,
          responseId: row.id,
          surveyType: row.survey_type,
          linkUrl: recipients.url,
          clientName: await findClientDisplayName(tx, access.contentId),
        })
      : [];
    // A survey started from an agent's page (a share, its link, its QR code, a visit) counts once as a referral.
    const referral = await countReferral(tx, row.id);
    // A survey opened from a client's own bulk-send link: that recipient and their book row are completed.
    await markSendRecipientSubmitted(tx, row.id);
    return { ...written, notificationIds, referral };
  });
  if (!outcome) throw new AppError("NOT_FOUND", "No survey response with this id.");
  if (outcome.submitted) {
    await queueNotificationEmails(deps, outcome.notificationIds);
    if (outcome.referral) {
      const { referral } = outcome;
      await notifyReferralReceived(deps, referral).catch((error: unknown) => {
        deps.log.warn({ err: error, responseId: outcome.row.id }, "could not tell an agent of a referral");
      });
      // The page's agent's webhook endpoints that take `referral.received`: which page, which way, which survey.
      await emitWebhookEvent(deps, {
        orgId: referral.orgId,
        ownerUserId: referral.userId,
        type: "referral.received",
        data: { agent_site_id: referral.siteId, source: referral.source, survey_response_id: outcome.row.id },
      });
    }
    await emitSurveyWebhookEvent(deps, {
      orgId: outcome.row.org_id,
      linkId: outcome.row.link_id,
      responseId: outcome.row.id,
      type: "survey.submitted",
      extra: { survey_type: outcome.row.survey_type, submitted_at: new Date().toISOString() },
    });
    await preparePdfForRecipients(deps, outcome.row).catch((error: unknown) => {
      deps.log.warn({ err: error, responseId: outcome.row.id }, "could not prepare a submission's PDF");
    });
    // The link owner's partner integrations (docs/decisions/034-partner-integrations.md), each a job of its own.
    await queueSubmissionDeliveries(deps, outcome.row.id).catch((error: unknown) => {
      deps.log.warn({ err: error, responseId: outcome.row.id }, "could not queue a submission's integration deliveries");
    });
  }
  return presentResponseWrite(outcome);
}

/** The PDF each recipient will download, prepared in their language (users.locale). */
async function preparePdfForRecipients(deps: Pick<AppDeps, "db" | "jobs">, row: { id: string; link_id: string; org_id: string }) {
  const recipients = await findSubmissionRecipients(deps.db, row.link_id, row.org_id);
  const ids = new Set(recipients?.userIds ?? []);
  const locales = (await listOrgMembers(deps.db, row.org_id)).filter((user) => ids.has(user.id)).map((user) => user.locale);
  await prepareSubmissionPdf(deps, row.id, row.org_id, locales);
}
