import { consentFactsOf, consentTextFor, consentValues, renderConsentText } from "@planready/contracts/surveys/consent-texts";
import type { TConsentRecord } from "@planready/contracts/surveys/consent-records";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import PDFDocument from "pdfkit";
import { submissionSections, surveyTypeNames, type TPdfRow } from "./submission-pdf.layout.ts";

export type TPdfSubmission = {
  id: string;
  survey_type: TSurveyType;
  status: "in_progress" | "submitted";
  created_at: Date;
  submitted_at: Date | null;
  link: { url: string; first_name: string | null; last_name: string | null; agency_name: string | null };
  content: TSurveyContent;
  generatedAt: Date;
};

const MARGIN = 54;
/** Drawn signatures are SVG path data in a 600 × 200 box (features/surveys signature-path.ts). */
const SIGNATURE_BOX = { width: 600, height: 200 };
const SIGNATURE_SCALE = 0.4;

const formatTime = (date: Date) => `${date.toLocaleString("en-US", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" })} UTC`;

/** The submission as a PDF: every answer by section, then one page per signed consent with its evidence. */
export async function renderSubmissionPdf(submission: TPdfSubmission): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Submission ${submission.id}`, Author: "PlanReady", CreationDate: submission.generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, submission);
  const sections = submissionSections(submission.content);
  if (sections.length === 0) doc.font("Helvetica-Oblique").fontSize(10).text("No answers yet.").moveDown();
  for (const section of sections) {
    heading(doc, section.title);
    rows(doc, section.rows);
    for (const item of section.items) {
      doc.font("Helvetica-Bold").fontSize(10).fillColor("#333").text(item.title, { continued: false });
      rows(doc, item.rows, 12);
    }
    doc.moveDown(0.5);
  }
  const consents = [...submission.content.scope_of_appointment_responses, ...submission.content.aca_consent_responses];
  for (const consent of consents) consentPage(doc, consent);
  footer(doc, submission);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, s: TPdfSubmission) {
  const agent = [s.link.first_name, s.link.last_name].filter(Boolean).join(" ");
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#0b3b8c").text(`${surveyTypeNames[s.survey_type]} survey submission`);
  doc.moveDown(0.3);
  rows(doc, [
    { label: "Submission", value: s.id },
    { label: "Link", value: `/${s.link.url}` },
    ...(agent ? [{ label: "Agent", value: agent }] : []),
    ...(s.link.agency_name ? [{ label: "Agency", value: s.link.agency_name }] : []),
    { label: "Status", value: s.status === "submitted" ? "Completed" : "In progress" },
    { label: "Started", value: formatTime(s.created_at) },
    ...(s.submitted_at ? [{ label: "Submitted", value: formatTime(s.submitted_at) }] : []),
  ]);
  doc.moveDown(0.5);
}

function heading(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(13).fillColor("#0b3b8c").text(title);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor("#b8c4d9")
    .stroke();
  doc.moveDown(0.4);
}

/** Label and value side by side; long values wrap in their column. */
function rows(doc: PDFKit.PDFDocument, list: TPdfRow[], indent = 0) {
  const labelWidth = 170;
  const valueX = MARGIN + indent + labelWidth;
  const valueWidth = doc.page.width - MARGIN - valueX;
  for (const row of list) {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor("#444")
      .text(row.label, MARGIN + indent, y, { width: labelWidth - 8 });
    const afterLabel = doc.y;
    if (row.mono) doc.font("Courier").fontSize(8);
    else doc.font("Helvetica").fontSize(10);
    doc.fillColor("#000").text(row.value, valueX, y, { width: valueWidth });
    doc.x = MARGIN;
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
}

function consentPage(doc: PDFKit.PDFDocument, consent: TConsentRecord) {
  doc.addPage();
  const text = consentTextFor(consent.kind, consent.text_version, consent.locale);
  // The names the client read, from the record (the consumer, the agent and agency the link gave).
  const values = text ? consentValues(text, consentFactsOf(consent)) : {};
  const fill = (value: string) => renderConsentText(value, values);
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor("#0b3b8c")
    .text(text?.title ?? (consent.kind === "soa" ? "Scope of Appointment" : "ACA consent"));
  doc.moveDown(0.4);
  doc.font("Helvetica").fontSize(9).fillColor("#000");
  if (text) {
    for (const paragraph of text.paragraphs) doc.text(fill(paragraph)).moveDown(0.3);
    const chosen = text.products.filter((p) => consent.products.includes(p.id));
    if (chosen.length) {
      doc.font("Helvetica-Bold").text("Products the beneficiary agreed to discuss:").font("Helvetica");
      for (const product of chosen) doc.text(`• ${product.label}`, { indent: 10 });
      doc.moveDown(0.3);
    }
    for (const statement of text.statements) doc.text(fill(statement.text)).moveDown(0.3);
  } else {
    doc.text(`The text of version ${consent.text_version} is not known to this server.`);
  }
  doc.moveDown(0.5);
  heading(doc, "Signature and evidence");
  rows(doc, [
    {
      label: "Signed by",
      value: `${consent.signer_name} (${consent.signer_role === "beneficiary" ? "beneficiary" : "authorized representative"})`,
    },
    ...(consent.beneficiary_name ? [{ label: "On behalf of", value: consent.beneficiary_name }] : []),
    ...(consent.representative_relationship ? [{ label: "Relationship", value: consent.representative_relationship }] : []),
    { label: "Typed name", value: consent.typed_name },
    { label: "Date on the form", value: consent.date },
    { label: "Recorded by the server", value: formatTime(new Date(consent.signed_at)) },
    ...(consent.device_signed_at ? [{ label: "Signed on the device", value: formatTime(new Date(consent.device_signed_at)) }] : []),
    { label: "Text version", value: `${consent.text_version} (${consent.locale})` },
    { label: "Text SHA-256", value: consent.text_hash, mono: true },
    ...(consent.agent_name ? [{ label: "Agent named", value: consent.agent_name }] : []),
    ...(consent.agency_name ? [{ label: "Agency named", value: consent.agency_name }] : []),
    { label: "IP address", value: consent.ip ?? "not recorded" },
    ...(consent.user_agent ? [{ label: "Device", value: consent.user_agent }] : []),
  ]);
  if (consent.signature) signature(doc, consent.signature);
}

/** The drawn signature, scaled from its 600 × 200 box, on a signature line. */
function signature(doc: PDFKit.PDFDocument, path: string) {
  const width = SIGNATURE_BOX.width * SIGNATURE_SCALE;
  const height = SIGNATURE_BOX.height * SIGNATURE_SCALE;
  if (doc.y > doc.page.height - MARGIN - height - 30) doc.addPage();
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(10).fillColor("#444").text("Drawn signature");
  const top = doc.y + 4;
  doc.save();
  doc.translate(MARGIN, top).scale(SIGNATURE_SCALE);
  doc.path(path).lineWidth(3).lineCap("round").lineJoin("round").strokeColor("#000").stroke();
  doc.restore();
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width, top + height)
    .lineWidth(0.5)
    .strokeColor("#888")
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height + 8;
}

function footer(doc: PDFKit.PDFDocument, s: TPdfSubmission) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#666")
      .text(
        `PlanReady · submission ${s.id} · generated ${formatTime(s.generatedAt)} · page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - 36,
        {
          width: doc.page.width - 2 * MARGIN,
          align: "center",
        },
      );
    doc.page.margins.bottom = bottom;
  }
}
