import { zonedDay } from "@planready/contracts/agency-time";
import { submissionWords } from "@planready/contracts/submission-words";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";

const MAX_NAME = 60;

/** A client's name as a file name may hold it: no path separators, quotes or control characters, not too long. */
const namePart = (value: string | null | undefined) =>
  (value ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|;]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_NAME);

/**
 * The PDF's file name as an agent files it: "Lopez, Maria – Medicare – 2026-11-26.pdf" (last name, first name, the
 * survey in the agency's words — English —, the day it was submitted, or started, in the agency's time zone). A
 * submission without a name is "Submission 1a2b3c4d – …".
 */
export function submissionPdfFileName(s: {
  id: string;
  first_name: string | null | undefined;
  last_name: string | null | undefined;
  survey_type: TSurveyType;
  day: Date;
}): string {
  const name = [namePart(s.last_name), namePart(s.first_name)].filter(Boolean).join(", ") || `Submission ${s.id.slice(0, 8)}`;
  return `${name} – ${submissionWords.en.surveyTypes[s.survey_type]} – ${zonedDay(s.day)}.pdf`;
}

/** Letters without their accents, dashes as hyphens, anything else outside printable ASCII as "_". */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
}

/** RFC 5987 `value-chars`: what encodeURIComponent leaves, minus the characters it allows that RFC 5987 does not. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `Content-Disposition` of a download: an ASCII `filename` for old clients and the UTF-8 `filename*` (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
