import { createHash } from "node:crypto";
import type { TConsentRecord, TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import {
  canonicalConsentText,
  consentFactsOf,
  consentTextFor,
  linkAgentName,
  type TConsentFacts,
} from "@planready/contracts/surveys/consent-texts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findLinkById } from "../links/links.service.ts";
import type { SurveyAccess } from "../../core/survey-access.ts";
import { presentConsent } from "./consents.presenter.ts";
import { findConsentByRequest, findResponseConsentRow, insertConsentOnce, listConsents } from "./consents.repository.ts";

const USER_AGENT_MAX = 1000;

/**
 * SHA-256 (hex) of the exact words of a kind, version and language as the signer read them (the names in it from
 * `facts`, for texts hashed filled), or null when no such text was published.
 */
export function consentTextHash(
  kind: TSignConsentRequest["kind"],
  version: string,
  locale: TSignConsentRequest["locale"],
  facts: TConsentFacts,
): string | null {
  const text = consentTextFor(kind, version, locale);
  return text ? createHash("sha256").update(canonicalConsentText(text, facts), "utf8").digest("hex") : null;
}

/**
 * Records a signature as evidence: the text's hash computed here from the published text and the record's own
 * facts (the consumer signed for, the agent and agency of the link), never sent by the client; the signer, the
 * time, the IP and the user agent; and the link sent for signature it came through, if any (which records one
 * consent). A retry with the same id returns the stored record.
 */
export async function signConsent(
  db: Db,
  access: SurveyAccess,
  body: TSignConsentRequest,
  client: { ip: string; userAgent: string | undefined },
  options: { signatureRequestId?: string } = {},
): Promise<{ record: TConsentRecord; created: boolean }> {
  if (!consentTextFor(body.kind, body.text_version, body.locale)) {
    throw new AppError("VALIDATION_FAILED", "There is no consent text with this version.", [
      { path: "body.text_version", message: `No ${body.kind} text "${body.text_version}" in this language` },
    ]);
  }
  // A submitted survey's token signs only what is still unsigned (the consent screen after the review); a retry of
  // that signature (same id) answers the stored record. A link sent for signature has its own rules.
  if (access.submitted && !options.signatureRequestId) {
    const signed = await listConsents(db, access.responseId);
    if (signed.some((row) => row.kind === body.kind && row.id !== body.id)) {
      throw new AppError("SURVEY_ALREADY_SUBMITTED", "This survey was submitted and this consent is already signed.");
    }
  }
  const link = await findLinkById(db, access.linkId);
  const agentName = linkAgentName(link);
  const agencyName = link?.agency_name?.trim() || null;
  const textHash = consentTextHash(
    body.kind,
    body.text_version,
    body.locale,
    consentFactsOf({ ...body, agent_name: agentName, agency_name: agencyName }),
  ) as string;
  const saved = await insertConsentOnce(db, {
    id: body.id,
    response_id: access.responseId,
    kind: body.kind,
    text_version: body.text_version,
    text_hash: textHash,
    locale: body.locale,
    signer_role: body.signer_role,
    signer_name: body.signer_name,
    beneficiary_name: body.beneficiary_name ?? null,
    representative_relationship: body.representative_relationship ?? null,
    products: body.products ?? [],
    signature_svg: body.signature ?? null,
    typed_name: body.typed_name,
    signed_date: body.date,
    device_signed_at: body.device_signed_at ? new Date(body.device_signed_at) : null,
    agent_name: agentName,
    agency_name: agencyName,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    signature_request_id: options.signatureRequestId ?? null,
    esign_disclosure_version: body.esign_disclosure_version ?? null,
  });
  if (saved === "request_used") throw new AppError("CONFLICT", "This link has already been used to sign.");
  if (!saved) throw new AppError("NOT_FOUND", "No consent with this id in this survey.");
  return { record: presentConsent(saved.row, access.contentId), created: saved.created };
}

/** The consents signed in a survey, oldest first, as evidence leaves the server. */
export async function listSignedConsents(db: Db, access: Pick<SurveyAccess, "responseId" | "contentId">): Promise<TConsentRecord[]> {
  return (await listConsents(db, access.responseId)).map((row) => presentConsent(row, access.contentId));
}

/** The consent signed through a link sent for signature, once it is. */
export async function findConsentSignedThrough(db: Db, signatureRequestId: string, contentId: string): Promise<TConsentRecord | null> {
  const row = await findConsentByRequest(db, signatureRequestId);
  return row ? presentConsent(row, contentId) : null;
}

/** A consent of a response, by id: its kind and when it was signed, or null when the response has no such consent. */
export async function findResponseConsent(
  db: Db,
  responseId: string,
  consentId: string,
): Promise<{ id: string; kind: TConsentRecord["kind"]; signed_at: Date } | null> {
  const row = await findResponseConsentRow(db, responseId, consentId);
  return row ? { id: row.id, kind: row.kind, signed_at: row.signed_at } : null;
}
