import type { TSubmissionListItem, TSubmissionProgress } from "@planready/contracts/submissions";
import { progress } from "@planready/contracts/surveys/screens";
import { screensFor, type TScreenId } from "@planready/contracts/surveys/screens";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import type { SubmissionRow } from "./submissions.repository.ts";
import { encodeCursor } from "./submission-cursor.ts";

/**
 * How far the client got: the position of the screen they are on in their survey's screen order;
 * a completed survey is at its end, one not yet moved is at 0.
 */
export function submissionProgress(input: {
  surveyType: TSurveyType;
  integration: string | null;
  currentQuestion: string | null;
  completed: boolean;
}): TSubmissionProgress {
  const screens = screensFor({ surveyType: input.surveyType, integration: input.integration });
  const total = screens.length;
  const index = input.currentQuestion ? screens.indexOf(input.currentQuestion as TScreenId) : -1;
  const position = input.completed ? total : index + 1;
  return { position, total, percent: Math.round(progress(position, total) * 10) / 10 };
}

export function presentSubmission(row: SubmissionRow): TSubmissionListItem {
  const completed = row.status === "submitted";
  const surveyType = row.survey_type as TSurveyType;
  return {
    id: row.response_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    zip: row.zip,
    survey_type: surveyType,
    link: {
      id: row.link_id,
      url: row.link_url,
      first_name: row.link_first_name,
      last_name: row.link_last_name,
      agency_name: row.link_agency_name,
    },
    status: completed ? "completed" : "in_progress",
    signature_status: row.signature_status,
    current_question: row.current_question as TScreenId | null,
    progress: submissionProgress({ surveyType, integration: row.integration, currentQuestion: row.current_question, completed }),
    created_at: row.created_at.toISOString(),
    submitted_at: row.submitted_at?.toISOString() ?? null,
    last_active_at: row.last_active_at.toISOString(),
    activity_at: row.activity_at.toISOString(),
    read: row.read,
    archived: row.archived,
  };
}

/** The cursor that continues after `row`. */
export const cursorAfter = (row: SubmissionRow, newestFirst: boolean) =>
  encodeCursor({ activityUs: row.activity_us, id: row.response_id, newestFirst });
