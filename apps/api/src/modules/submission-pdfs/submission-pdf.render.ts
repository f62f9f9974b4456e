import { consentFactsOf, consentTextFor, consentValues, renderConsentText } from "@planready/contracts/surveys/consent-texts";
import type { TAppLocale } from "@planready/contracts/users";
import PDFDocument from "pdfkit";
import {
  submissionPdfLayout,
  type TPdfCertificate,
  type TPdfConsent,
  type TPdfLayout,
  type TPdfRow,
  type TPdfSubmission,
} from "./submission-pdf.layout.ts";

const MARGIN = 54;
/** Drawn signatures are SVG path data in a 600 × 200 box (features/surveys signature-path.ts). */
const SIGNATURE_BOX = { width: 600, height: 200 };
const SIGNATURE_SCALE = 0.4;

/**
 * The submission as a PDF in the reader's language, times in the agency's zone: a header (client, survey, status,
 * times), every section of the submission's page, then one page per signed consent with its text and evidence (and,
 * for a Scope of Appointment, the agent's part beside the client's), and last the signing certificate.
 */
export async function renderSubmissionPdf(submission: TPdfSubmission, reader: TAppLocale): Promise<Buffer> {
  const layout = submissionPdfLayout(submission, reader);
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    lang: reader === "es" ? "es-US" : "en-US",
    info: { Title: [layout.title, layout.subtitle].filter(Boolean).join(" – "), Author: "PlanReady", CreationDate: submission.generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, layout);
  const { t } = layout.words;
  for (const section of layout.sections) {
    heading(doc, section.title);
    rows(doc, section.rows);
    for (const list of section.lists) {
      if (list.heading) doc.font("Helvetica-Bold").fontSize(11).fillColor("#0b3b8c").text(list.heading).moveDown(0.2);
      if (list.empty) doc.font("Helvetica-Oblique").fontSize(10).fillColor("#555").text(list.empty).moveDown(0.2);
      for (const item of list.items) {
        if (doc.y > doc.page.height - MARGIN - 50) doc.addPage();
        doc.font("Helvetica-Bold").fontSize(10).fillColor("#333").text(item.title, MARGIN);
        rows(doc, item.rows, 12);
      }
    }
    if (section.note) doc.font("Helvetica-Oblique").fontSize(10).fillColor("#555").text(section.note, MARGIN);
    doc.moveDown(0.5);
  }
  if (layout.sections.length === 0) doc.font("Helvetica-Oblique").fontSize(10).text(t("document.noAnswers")).moveDown();
  for (const consent of layout.consents) consentPage(doc, consent, layout);
  if (layout.certificate) certificatePage(doc, layout.certificate);
  footer(doc, submission, layout);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, layout: TPdfLayout) {
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#0b3b8c").text(layout.title);
  if (layout.subtitle) doc.font("Helvetica").fontSize(12).fillColor("#333").text(layout.subtitle);
  doc.moveDown(0.3);
  rows(doc, layout.header);
  doc.font("Helvetica-Oblique").fontSize(9).fillColor("#555").text(layout.timesNote, MARGIN);
  doc.moveDown(0.6);
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
    else doc.font(row.muted ? "Helvetica-Oblique" : "Helvetica").fontSize(10);
    doc.fillColor(row.muted ? "#666" : "#000").text(row.value, valueX, y, { width: valueWidth });
    doc.x = MARGIN;
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
}

function consentPage(doc: PDFKit.PDFDocument, { record, rows: evidence, agent }: TPdfConsent, layout: TPdfLayout) {
  const { t } = layout.words;
  doc.addPage();
  // The text as the client read and signed it, in the language they signed it in, with the names they read (from
  // the record: the consumer, the agent and agency the link gave).
  const text = consentTextFor(record.kind, record.text_version, record.locale);
  const values = text ? consentValues(text, consentFactsOf(record)) : {};
  const fill = (value: string) => renderConsentText(value, values);
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor("#0b3b8c")
    .text(text?.title ?? t(`consent.kind.${record.kind}`));
  doc.moveDown(0.4);
  doc.font("Helvetica").fontSize(9).fillColor("#000");
  if (text) {
    for (const paragraph of text.paragraphs) doc.text(fill(paragraph)).moveDown(0.3);
    const chosen = text.products.filter((p) => record.products.includes(p.id));
    if (chosen.length) {
      doc.font("Helvetica-Bold").text(t("document.productsAgreed")).font("Helvetica");
      for (const product of chosen) doc.text(`• ${product.label}`, { indent: 10 });
      doc.moveDown(0.3);
    }
    for (const statement of text.statements) doc.text(fill(statement.text)).moveDown(0.3);
  } else {
    doc.text(t("document.unknownText", { version: record.text_version }));
  }
  doc.moveDown(0.5);
  heading(doc, t("document.signatureAndEvidence"));
  rows(doc, evidence);
  if (record.signature) signature(doc, record.signature, t("document.drawnSignature"));
  else doc.font("Helvetica-Oblique").fontSize(10).fillColor("#555").text(t("consent.typedOnly"), MARGIN);
  if (agent) {
    doc.moveDown(0.5);
    heading(doc, agent.title);
    if (agent.note) doc.font("Helvetica-Oblique").fontSize(10).fillColor("#555").text(agent.note, MARGIN);
    rows(doc, agent.rows);
    if (agent.signature?.signature) {
      signature(doc, agent.signature.signature, t("consent.agentSignature.drawnSignature", { name: agent.signature.name }));
    } else if (agent.typed) doc.font("Helvetica-Oblique").fontSize(10).fillColor("#555").text(agent.typed, MARGIN);
  }
}

/** The last page: who signed each document, when, from which IP address and device, and the disclosure shown. */
function certificatePage(doc: PDFKit.PDFDocument, certificate: TPdfCertificate) {
  doc.addPage();
  doc.font("Helvetica-Bold").fontSize(15).fillColor("#0b3b8c").text(certificate.title);
  doc.moveDown(0.2);
  doc.font("Helvetica-Oblique").fontSize(9).fillColor("#555").text(certificate.intro, MARGIN);
  doc.moveDown(0.6);
  for (const entry of certificate.entries) {
    heading(doc, entry.title);
    rows(doc, entry.client);
    if (entry.agentTitle) {
      doc.moveDown(0.3);
      doc.font("Helvetica-Bold").fontSize(11).fillColor("#0b3b8c").text(entry.agentTitle, MARGIN).moveDown(0.2);
      rows(doc, entry.agent);
      if (entry.agentNote) doc.font("Helvetica-Oblique").fontSize(9).fillColor("#555").text(entry.agentNote, MARGIN);
    }
    doc.moveDown(0.3);
    if (entry.esign) {
      if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
      doc.font("Helvetica-Bold").fontSize(10).fillColor("#444").text(entry.esign.title, MARGIN).moveDown(0.2);
      doc.font("Helvetica").fontSize(9).fillColor("#000");
      for (const paragraph of entry.esign.paragraphs) doc.text(paragraph, MARGIN).moveDown(0.2);
    } else if (entry.esignNote) doc.font("Helvetica-Oblique").fontSize(9).fillColor("#555").text(entry.esignNote, MARGIN);
    doc.moveDown(0.6);
  }
}

/** The drawn signature, scaled from its 600 × 200 box, on a signature line. */
function signature(doc: PDFKit.PDFDocument, path: string, label: string) {
  const width = SIGNATURE_BOX.width * SIGNATURE_SCALE;
  const height = SIGNATURE_BOX.height * SIGNATURE_SCALE;
  if (doc.y > doc.page.height - MARGIN - height - 30) doc.addPage();
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(10).fillColor("#444").text(label);
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

function footer(doc: PDFKit.PDFDocument, s: TPdfSubmission, layout: TPdfLayout) {
  const { t, time } = layout.words;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#666")
      .text(t("document.footer", { id: s.id, time: time(s.generatedAt), page: i + 1, pages: range.count }), MARGIN, doc.page.height - 36, {
        width: doc.page.width - 2 * MARGIN,
        align: "center",
      });
    doc.page.margins.bottom = bottom;
  }
}
