import { AGENCY_TIME_ZONE } from "@planready/contracts/agency-time";
import type { TTranslate } from "@planready/contracts/notification-messages";
import { answerText, clientLanguage, itemFields } from "@planready/contracts/submission-sections";
import { submissionCsvColumns, type TSubmissionCsvColumn, type TSubmissionListItem } from "@planready/contracts/submissions";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import { screensFor } from "@planready/contracts/surveys/screens";
import type { CsvDetailsRow } from "./submissions.repository.ts";

/**
 * CSV (RFC 4180) that spreadsheets open safely: every field quoted when it needs to be, and a value a spreadsheet
 * would run as a formula (starting with =, +, -, @, tab or carriage return) prefixed with an apostrophe (OWASP
 * "CSV injection"). Client answers are untrusted text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** What the export knows of one submission beyond its list row (submissions.repository `listCsvDetails`). */
export type TCsvDetails = Omit<CsvDetailsRow, "response_id">;

/** How the export writes: the reader's words and language, the agency's time zone. */
export type TCsvWords = { t: TTranslate; locale: string; timeZone?: string };

/** The header row: each column in words, times naming their zone. */
export function submissionCsvHeader({ t, timeZone = AGENCY_TIME_ZONE }: TCsvWords): string {
  return csvLine(submissionCsvColumns.map((column) => t(`csv.${column}`, { zone: timeZone })));
}

/** "2026-11-26 15:04": a moment as a spreadsheet reads a date and time, in the agency's zone (named in the header). */
export function zonedDateTime(value: string | Date | null | undefined, timeZone = AGENCY_TIME_ZONE): string | null {
  if (!value) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const joinItems = (items: readonly (string | null)[]) => items.filter((item): item is string => !!item).join("; ") || null;
const withNpi = (name: string | null, npi: unknown) => (name && str(npi) ? `${name} (NPI ${str(npi)})` : name);

/** One submission's row, in the header's order. */
export function submissionCsvRow(item: TSubmissionListItem, details: TCsvDetails | undefined, words: TCsvWords): string {
  const { t, locale, timeZone = AGENCY_TIME_ZONE } = words;
  const data = details?.data ?? {};
  const frequency = itemFields.prescription_responses.find((field) => field.name === "frequency")!.kind;
  const asked = screensFor({ surveyType: item.survey_type, integration: details?.integration ?? null });
  const consent = (kind: "soa" | "aca_consent", screen: "scopeOfAppointment" | "acaConsent") =>
    details?.consents.some((c) => c.kind === kind) ? t("csv.signed") : asked.includes(screen) ? t("csv.notSigned") : t("csv.notRequired");
  const language = clientLanguage(
    { preferred_language: (data.preferred_language ?? null) as TSurveyContent["preferred_language"] },
    details?.locale ?? "en",
  );
  const values: Record<TSubmissionCsvColumn, string | number | null> = {
    id: item.id,
    first_name: item.first_name,
    last_name: item.last_name,
    dob: str(data.dob),
    email: item.email,
    phone: item.phone,
    address: [str(data.address_one), str(data.address_two)].filter(Boolean).join(", ") || null,
    city: str(data.city),
    state: str(data.state),
    zip: item.zip,
    county: str(data.county),
    language: t(`choices.language.${language.language}`),
    survey_type: t(`surveyTypes.${item.survey_type}`),
    link: `/${item.link.url}`,
    agent: [item.link.first_name, item.link.last_name].filter(Boolean).join(" ") || null,
    status: t(`status.${item.status}`),
    progress: item.progress.percent,
    medicines: joinItems(
      (details?.prescriptions ?? []).map((p) => {
        const name = [str(p.drug_name), str(p.strength)].filter(Boolean).join(" ");
        const often = answerText(frequency, p.frequency, t, locale);
        return [name || null, often].filter(Boolean).join(", ") || null;
      }),
    ),
    pharmacies: joinItems((details?.pharmacies ?? []).map((p) => [str(p.name), str(p.address)].filter(Boolean).join(", ") || null)),
    doctors: joinItems((details?.doctors ?? []).map((d) => withNpi(str(d.name), d.npi))),
    hospitals: joinItems((details?.hospitals ?? []).map((h) => withNpi(str(h.name), h.npi))),
    soa: consent("soa", "scopeOfAppointment"),
    aca_consent: consent("aca_consent", "acaConsent"),
    signed_at: zonedDateTime(details?.consents.at(-1)?.signed_at, timeZone),
    created_at: zonedDateTime(item.created_at, timeZone),
    submitted_at: zonedDateTime(item.submitted_at, timeZone),
    last_active_at: zonedDateTime(item.last_active_at, timeZone),
    archived: item.archived ? t("choices.yes") : t("choices.no"),
  };
  return csvLine(submissionCsvColumns.map((column) => values[column]));
}
