import { storedLogoOrNull } from "@planready/contracts/app-urls";
import { createHash, randomBytes } from "node:crypto";
import {
  SIGNATURE_REQUEST_TTL_DAYS,
  signatureKindFor,
  type TCreateSignatureRequest,
  type TSignatureRequestCreated,
  type TSignatureRequestView,
} from "@planready/contracts/signature-requests";
import type { TSubmissionLink } from "@planready/contracts/submissions";
import type { TConsentKind, TConsentRecord, TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { SignatureAccess } from "../../core/signature-access.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { applySavedAgentSignature } from "../agent-signing/agent-signing.service.ts";
import { findConsentSignedThrough, signConsent } from "../consents/consents.service.ts";
import { emitSurveyWebhookEvent } from "../webhooks/webhooks.service.ts";
import { findLinkById } from "../links/links.service.ts";
import { refreshSubmissionPdfs } from "../submission-pdfs/submission-pdfs.service.ts";
import { getVisibleSubmission } from "../submissions/submissions.service.ts";
import { loadSurveyContent } from "../survey-contents/survey-contents.service.ts";
import { signatureRequestEmail } from "./signature-request.email.ts";
import { findSignatureAccessByTokenHash, replaceSignatureRequest, setEmailedTo } from "./signature-requests.repository.ts";

const DAY_MS = 86_400_000;
/** A signing token: 32 random bytes, base64url (43 characters), like a survey token but never accepted as one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** The token of `Authorization: Bearer <token>`, or null when absent or not shaped like one. */
function bearerToken(header: string | undefined): string | null {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/** What the bearer token of a link sent for signature opens, or undefined (plugins/auth.ts, once per request). */
export async function findSignatureAccess(db: Db, authorization: string | undefined): Promise<SignatureAccess | undefined> {
  const token = bearerToken(authorization);
  return token ? findSignatureAccessByTokenHash(db, hashToken(token)) : undefined;
}

/** The page a signing link opens: `/sign/{token}`, in the response's language. */
export function signingUrl(publicUrl: string, token: string, locale: "en" | "es"): string {
  const url = new URL(`/sign/${token}`, publicUrl);
  url.searchParams.set("lng", locale);
  return url.toString();
}

/**
 * `POST /responses/{id}/signature-request`: a new link that opens only the signing screen of this submission, for
 * whoever may see it, while its consent is not signed. It replaces the previous one; it is emailed to the client's
 * address from the survey when asked and there is one (sent now, since the token is never stored), and returned
 * to copy or show as a QR code.
 */
export async function createSignatureRequest(
  deps: Pick<AppDeps, "db" | "mailer" | "publicUrl" | "log">,
  actor: Actor,
  responseId: string,
  body: TCreateSignatureRequest,
): Promise<TSignatureRequestCreated> {
  const { item, locale: storedLocale } = await getVisibleSubmission(deps.db, actor, responseId);
  const kind = signatureKindFor(item.survey_type);
  if (!kind || item.signature_status !== "not_signed") {
    throw new AppError("CONFLICT", kind ? "This submission is already signed." : "This survey asks for no signature.");
  }
  const locale = storedLocale === "es" ? "es" : "en";
  const token = randomBytes(32).toString("base64url");
  const request = await replaceSignatureRequest(deps.db, {
    response_id: responseId,
    org_id: actor.org_id!,
    kind,
    token_hash: hashToken(token),
    requested_by: actor.id,
    expires_at: new Date(Date.now() + SIGNATURE_REQUEST_TTL_DAYS * DAY_MS),
  });
  const url = signingUrl(deps.publicUrl, token, locale);
  const emailedTo =
    body.send_email && item.email ? await emailRequest(deps, request.id, { to: item.email, locale, kind, link: item.link, url }) : null;
  return { url, expires_at: request.expires_at.toISOString(), locale, kind, emailed_to: emailedTo };
}

/** Emails the link; the address when it went out, null when the mailer failed (the agent still has the link). */
async function emailRequest(
  deps: Pick<AppDeps, "db" | "mailer" | "log">,
  requestId: string,
  input: { to: string; locale: "en" | "es"; kind: TConsentKind; link: TSubmissionLink; url: string },
): Promise<string | null> {
  const { link } = input;
  const agentName = [link.first_name, link.last_name].filter(Boolean).join(" ") || link.agency_name || null;
  try {
    await deps.mailer.send(signatureRequestEmail({ to: input.to, locale: input.locale, kind: input.kind, agentName, url: input.url }));
  } catch (error) {
    deps.log.error({ err: error, requestId }, "signature request email not sent");
    return null;
  }
  await setEmailedTo(deps.db, requestId, input.to);
  return input.to;
}

/**
 * `GET /signature-requests/current`: what the signing screen shows — the client's name, the agent and agency, the
 * consent to sign — and the consent once signed through this link. No other answer leaves the server.
 */
export async function getSignatureRequestView(db: Db, access: SignatureAccess): Promise<TSignatureRequestView> {
  const [link, content, signed] = await Promise.all([
    findLinkById(db, access.linkId),
    loadSurveyContent(db, access),
    findConsentSignedThrough(db, access.requestId, access.contentId),
  ]);
  if (!link || !content) throw new AppError("NOT_FOUND", "No survey response with this id.");
  return {
    response_id: access.responseId,
    content_id: access.contentId,
    survey_type: access.surveyType,
    kind: access.kind,
    locale: access.locale,
    expires_at: access.expiresAt.toISOString(),
    client: { first_name: content.first_name ?? null, last_name: content.last_name ?? null },
    link: {
      id: link.id,
      url: link.url,
      first_name: link.first_name,
      last_name: link.last_name,
      agency_name: link.agency_name,
      logo_image_url: storedLogoOrNull(link.logo_image_url),
      alt_theme_color: link.alt_theme_color,
    },
    signed,
  };
}

/**
 * `POST /signature-requests/current/consents`: records the consent the link asks for on its response, naming the
 * link (one consent per link; a retry with the same id returns it), and has the submission's PDFs made again.
 */
export async function signThroughRequest(
  deps: Pick<AppDeps, "db" | "jobs" | "log">,
  access: SignatureAccess,
  body: TSignConsentRequest,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ record: TConsentRecord; created: boolean }> {
  if (body.kind !== access.kind) {
    throw new AppError("VALIDATION_FAILED", "This link asks for another consent.", [
      { path: "body.kind", message: `This link asks for the ${access.kind} consent` },
    ]);
  }
  const outcome = await signConsent(deps.db, access, body, client, { signatureRequestId: access.requestId });
  await applySavedAgentSignature(deps.db, { ...outcome.record, responseId: access.responseId, linkId: access.linkId, orgId: access.orgId });
  // The PDFs asked for so far are made again with the signature (a PDF of the unsigned state is never served).
  if (outcome.created) await refreshSubmissionPdfs(deps, access.responseId);
  if (outcome.created && outcome.record.kind === "soa") {
    await emitSurveyWebhookEvent(deps, { orgId: access.orgId, linkId: access.linkId, responseId: access.responseId, type: "soa.signed" });
  }
  return outcome;
}
