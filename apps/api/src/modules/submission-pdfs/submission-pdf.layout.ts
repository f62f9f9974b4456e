import { AGENCY_TIME_ZONE, formatZonedTime, zoneName } from "@planready/contracts/agency-time";
import { catalogTranslator, type TTranslate } from "@planready/contracts/notification-messages";
import { answerText, clientLanguage, consentSigner, detailSections, itemFields } from "@planready/contracts/submission-sections";
import { submissionWords } from "@planready/contracts/submission-words";
import type { TSoaAgentSignature } from "@planready/contracts/agent-signing";
import type { TConsentRecord } from "@planready/contracts/surveys/consent-records";
import { esignDisclosureFor } from "@planready/contracts/surveys/esign-disclosure";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import type { TAppLocale } from "@planready/contracts/users";

/**
 * What the PDF shows of a submission, as plain data in the reader's words: the sections of the submission's page
 * (contracts `submission-sections.ts`, the same labels and choices in words), then the signed consents. Pure, so
 * the layout is tested without drawing.
 */

/** `mono`: a code shown in a fixed-width font on one line (a hash); `muted`: an unanswered field. */
export type TPdfRow = { label: string; value: string; mono?: boolean; muted?: boolean };
export type TPdfList = { heading: string | null; empty: string | null; items: { title: string; rows: TPdfRow[] }[] };
export type TPdfSection = { title: string; rows: TPdfRow[]; lists: TPdfList[]; note: string | null };
/** The agent's part beside the client's (Scope of Appointment): rows and the signature, or `note` when not signed. */
export type TPdfAgentPart = {
  title: string;
  rows: TPdfRow[];
  signature: TSoaAgentSignature | null;
  typed: string | null;
  note: string | null;
};
export type TPdfConsent = { record: TConsentRecord; rows: TPdfRow[]; agent: TPdfAgentPart | null };
/** One signed document in the signing certificate: the client's signature, the agent's, and the ESIGN disclosure. */
export type TPdfCertificateEntry = {
  title: string;
  client: TPdfRow[];
  agentTitle: string | null;
  agent: TPdfRow[];
  agentNote: string | null;
  esign: { title: string; paragraphs: readonly string[] } | null;
  esignNote: string | null;
};
export type TPdfCertificate = { title: string; intro: string; entries: TPdfCertificateEntry[] };

export type TPdfSubmission = {
  id: string;
  survey_type: TSurveyType;
  integration: string | null;
  /** The language the client took the survey in. */
  survey_locale: string;
  status: "in_progress" | "submitted";
  created_at: Date;
  submitted_at: Date | null;
  link: { url: string; first_name: string | null; last_name: string | null; agency_name: string | null };
  content: TSurveyContent;
  /** The agent's part of each signed SOA (by consent id). */
  agentSignatures: TSoaAgentSignature[];
  generatedAt: Date;
};

export type TPdfLayout = {
  title: string;
  subtitle: string;
  header: TPdfRow[];
  timesNote: string;
  sections: TPdfSection[];
  consents: TPdfConsent[];
  /** Who signed what, when and from where; null when nothing is signed. */
  certificate: TPdfCertificate | null;
  words: { t: TTranslate; time: (date: Date) => string };
};

export const pdfTranslator = (reader: TAppLocale): TTranslate => catalogTranslator(submissionWords[reader]);

const answered = (value: unknown) => value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/** The whole document for a reader of `reader`'s language, times in the agency's zone. */
export function submissionPdfLayout(s: TPdfSubmission, reader: TAppLocale, timeZone = AGENCY_TIME_ZONE): TPdfLayout {
  const t = pdfTranslator(reader);
  const time = (date: Date) => formatZonedTime(date, reader, timeZone);
  const consents = [...s.content.scope_of_appointment_responses, ...s.content.aca_consent_responses];
  const agentOf = (record: TConsentRecord) => s.agentSignatures.find((a) => a.consent_id === record.id) ?? null;
  const agent = [s.link.first_name, s.link.last_name].filter(Boolean).join(" ");
  const client = [s.content.first_name, s.content.last_name].filter(Boolean).join(" ");
  const surveyType = t(`surveyTypes.${s.survey_type}`);
  const header: TPdfRow[] = [
    { label: t("document.status"), value: t(s.status === "submitted" ? "status.completed" : "status.in_progress") },
    { label: t("document.surveyLanguage"), value: t(`choices.language.${s.survey_locale === "es" ? "es" : "en"}`) },
    { label: t("document.started"), value: time(s.created_at) },
    ...(s.submitted_at ? [{ label: t("document.submitted"), value: time(s.submitted_at) }] : []),
    ...(agent ? [{ label: t("document.agent"), value: agent }] : []),
    ...(s.link.agency_name ? [{ label: t("document.agency"), value: s.link.agency_name }] : []),
    { label: t("document.link"), value: `/${s.link.url}` },
    { label: t("document.submission"), value: s.id, mono: true },
  ];
  return {
    title: client || t("document.title", { surveyType }),
    subtitle: client ? t("document.title", { surveyType }) : "",
    header,
    timesNote: t("document.timesIn", { zone: zoneName(reader, timeZone, s.generatedAt) }),
    sections: submissionSections(s, t, reader),
    consents: consents.map((record) => ({
      record,
      rows: consentRows(record, t, time),
      agent: record.kind === "soa" ? agentPart(agentOf(record), t, time) : null,
    })),
    certificate: consents.length
      ? {
          title: t("document.certificate.title"),
          intro: t("document.certificate.intro", { zone: zoneName(reader, timeZone, s.generatedAt) }),
          entries: consents.map((record) => certificateEntry(record, record.kind === "soa" ? agentOf(record) : undefined, t, time)),
        }
      : null,
    words: { t, time },
  };
}

/** The agent's part of an SOA as the submission's page shows it: their details, how and when they signed. */
export function agentPart(signature: TSoaAgentSignature | null, t: TTranslate, time: (date: Date) => string): TPdfAgentPart {
  const title = t("consent.agentSignature.title");
  if (!signature) return { title, rows: [], signature: null, typed: null, note: t("consent.agentSignature.notSigned") };
  const a = (key: string) => t(`consent.agentSignature.${key}`);
  return {
    title,
    rows: [
      { label: a("name"), value: signature.name },
      { label: a("npn"), value: signature.npn },
      { label: a("phone"), value: signature.phone },
      ...(signature.agency ? [{ label: a("agency"), value: signature.agency }] : []),
      { label: a("planTypes"), value: signature.plan_types.map((p) => t(`choices.soaProduct.${p}`)).join(", ") },
      { label: a("signedAt"), value: time(new Date(signature.signed_at)) },
      { label: a("mode"), value: a(signature.mode === "automatic" ? "modeAutomatic" : "modeSigned") },
      {
        label: a("detailsVersion"),
        value: t("consent.agentSignature.detailsVersionValue", {
          version: signature.details_version,
          time: time(new Date(signature.details_saved_at)),
        }),
      },
    ],
    signature,
    typed: signature.signature ? null : t("consent.agentSignature.typed", { name: signature.name }),
    note: null,
  };
}

/**
 * A signed document in the signing certificate: the client (who, when, IP, device, the text version and its hash),
 * the agent for a Scope of Appointment (who, when, IP, device), and the ESIGN disclosure the client was shown, in
 * the language they signed in.
 */
export function certificateEntry(
  record: TConsentRecord,
  agent: TSoaAgentSignature | null | undefined,
  t: TTranslate,
  time: (date: Date) => string,
): TPdfCertificateEntry {
  const c = (key: string) => t(`document.certificate.${key}`);
  const notRecorded = t("document.notRecorded");
  const document = t(`consent.kind.${record.kind}`);
  const disclosure = record.esign_disclosure_version ? esignDisclosureFor(record.esign_disclosure_version, record.locale) : null;
  return {
    title: t("document.certificate.client", { document }),
    client: [
      { label: c("signer"), value: consentSigner(record, t) },
      { label: c("when"), value: time(new Date(record.signed_at)) },
      { label: c("ip"), value: record.ip ?? notRecorded },
      { label: c("device"), value: record.user_agent ?? notRecorded },
      { label: c("method"), value: c(record.signature ? "methodDrawn" : "methodTyped") },
      { label: c("textVersion"), value: `${record.text_version} (${record.locale})` },
      { label: c("textHash"), value: record.text_hash, mono: true },
    ],
    agentTitle: agent === undefined ? null : t("document.certificate.agent", { document }),
    agent: agent
      ? [
          { label: c("signer"), value: `${agent.name} (NPN ${agent.npn})` },
          { label: c("when"), value: time(new Date(agent.signed_at)) },
          { label: c("ip"), value: agent.ip ?? notRecorded },
          { label: c("device"), value: agent.user_agent ?? notRecorded },
          { label: c("method"), value: c(agent.signature ? "methodDrawn" : "methodTyped") },
        ]
      : [],
    agentNote: agent === undefined ? null : agent ? (agent.mode === "automatic" ? c("automaticOrigin") : null) : c("agentNotSigned"),
    esign: disclosure
      ? { title: t("document.certificate.esignTitle", { version: disclosure.version }), paragraphs: disclosure.paragraphs }
      : null,
    esignNote: disclosure ? null : c("esignNone"),
  };
}

/** The submission's page's sections, in its order, with every field it asks (unanswered ones said so). */
export function submissionSections(
  s: Pick<TPdfSubmission, "survey_type" | "integration" | "survey_locale" | "content">,
  t: TTranslate,
  reader: TAppLocale,
): TPdfSection[] {
  const signed = s.content.scope_of_appointment_responses.length + s.content.aca_consent_responses.length > 0;
  return detailSections(s.survey_type, s.integration, s.content).map((section) => {
    const rows = section.fields.map((field): TPdfRow => {
      const label = t(`fields.${field.name}`);
      const text = answerText(field.kind, field.value, t, reader);
      if (text !== null) return { label, value: text };
      if (field.name === "preferred_language") {
        const { language } = clientLanguage(s.content, s.survey_locale);
        return { label, value: t("document.languageOfSurvey", { language: t(`choices.language.${language}`) }) };
      }
      return { label, value: t("document.notAnswered"), muted: true };
    });
    const lists = section.lists.map((list): TPdfList => ({
      heading: section.fields.length > 0 ? t(`lists.${list.key}.label`) : null,
      empty: list.items.length === 0 ? t(`lists.${list.key}.empty`) : null,
      items: list.items.map((item, index) => {
        const record = item as Record<string, unknown>;
        return {
          title: t("document.itemTitle", { what: t(`lists.${list.key}.one`), number: index + 1 }),
          rows: itemFields[list.key].flatMap((field) => {
            const value = answered(record[field.name]) ? answerText(field.kind, record[field.name], t, reader) : null;
            return value === null ? [] : [{ label: t(`items.${field.label}`), value }];
          }),
        };
      }),
    }));
    const note = section.id === "consent" ? (signed ? null : t("consent.none")) : null;
    return { title: t(`sections.${section.id}`), rows, lists, note };
  });
}

/** A signed consent's evidence, as the submission's page lists it. */
export function consentRows(record: TConsentRecord, t: TTranslate, time: (date: Date) => string): TPdfRow[] {
  const signer = consentSigner(record, t);
  const rows: (TPdfRow | null)[] = [
    { label: t("consent.signer"), value: signer },
    { label: t("consent.typedName"), value: record.typed_name },
    { label: t("consent.date"), value: record.date },
    { label: t("consent.signedAt"), value: time(new Date(record.signed_at)) },
    record.device_signed_at ? { label: t("consent.deviceSignedAt"), value: time(new Date(record.device_signed_at)) } : null,
    record.products.length
      ? { label: t("consent.products"), value: record.products.map((p) => t(`choices.soaProduct.${p}`)).join(", ") }
      : null,
    record.agent_name || record.agency_name
      ? { label: t("consent.agent"), value: [record.agent_name, record.agency_name].filter(Boolean).join(" · ") }
      : null,
    { label: t("consent.textVersion"), value: `${record.text_version} (${record.locale})` },
    { label: t("consent.textHash"), value: record.text_hash, mono: true },
    { label: t("consent.ip"), value: record.ip ?? t("document.notRecorded") },
    record.user_agent ? { label: t("consent.userAgent"), value: record.user_agent } : null,
  ];
  return rows.filter((row): row is TPdfRow => row !== null);
}
