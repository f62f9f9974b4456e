import {
  ZAgentSigningRequest,
  type TAgentSigning,
  type TAgentSigningRequest,
  type TAgentSigningResponse,
  type TSoaAgentSignature,
} from "@planready/contracts/agent-signing";
import { can } from "@planready/contracts/permissions";
import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { findResponseConsent } from "../consents/consents.service.ts";
import { listLinkSigners } from "../links/links.service.ts";
import { getVisibleSubmission } from "../submissions/submissions.service.ts";
import { presentAgentSigning, presentSoaAgentSignature } from "./agent-signing.presenter.ts";
import {
  findCurrentVersion,
  findCurrentVersions,
  insertNextVersion,
  insertSoaAgentSignature,
  listSoaAgentSignatures as listRows,
} from "./agent-signing.repository.ts";

const USER_AGENT_MAX = 1000;

function requireSigner(actor: Actor): string {
  if (!actor.org_id || !can(actor.user_type, "soa:agent_sign")) throw new AppError("FORBIDDEN", "You may not sign Scopes of Appointment.");
  return actor.org_id;
}

/** `GET /users/me/agent-signing`: the signed-in user's current signing details, or null before the first save. */
export async function getAgentSigning(db: Db, actor: Actor): Promise<TAgentSigningResponse> {
  requireSigner(actor);
  const row = await findCurrentVersion(db, actor.id);
  return { current: row ? presentAgentSigning(row) : null };
}

/**
 * `PUT /users/me/agent-signing`: every save is a new version (the earlier ones stay, as the SOAs signed with them
 * point at them), recorded with where it was saved from, and audited.
 */
export async function saveAgentSigning(db: Db, actor: Actor, input: TAgentSigningRequest, origin: AuditOrigin): Promise<TAgentSigning> {
  const orgId = requireSigner(actor);
  const body = ZAgentSigningRequest.parse(input);
  const row = await insertNextVersion(db, {
    user_id: actor.id,
    org_id: orgId,
    name: body.name,
    npn: body.npn,
    phone: body.phone,
    agency: body.agency,
    plan_types: body.plan_types,
    signature_method: body.signature_method,
    signature_svg: body.signature_method === "draw" ? (body.signature ?? null) : null,
    auto_apply: body.auto_apply,
    ip: origin.ip,
    user_agent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  await recordAudit(db, actor, origin, {
    action: "agent_signature.saved",
    target: { type: "agent_signing", id: row.id },
    details: { version: row.version, auto_apply: row.auto_apply, signature_method: row.signature_method },
  });
  return presentAgentSigning(row);
}

/** The agent's part of each of a response's SOAs signed so far. */
export async function listSoaAgentSignatures(db: Db, responseId: string): Promise<TSoaAgentSignature[]> {
  return (await listRows(db, responseId)).map(({ signature, details }) => presentSoaAgentSignature(signature, details));
}

/**
 * Whether this user may sign the agent's part of the SOAs taken through a link — its stakeholders, today; the link's
 * owner once links have one — and whether they have saved the details to sign with.
 */
export async function agentSigningState(db: Db, actor: Actor, linkId: string): Promise<{ may_sign: boolean; details_saved: boolean }> {
  if (!actor.org_id || !can(actor.user_type, "soa:agent_sign")) return { may_sign: false, details_saved: false };
  const [signers, current] = await Promise.all([listLinkSigners(db, linkId), findCurrentVersion(db, actor.id)]);
  return { may_sign: signers.includes(actor.id), details_saved: !!current };
}

/**
 * `POST /responses/{id}/soa-agent-signature`: the agent signs the agent's part of a signed SOA with their current
 * details, recording this moment, address and browser (the signature raises the response's version; the command
 * `commands/sign-soa-as-agent.ts` then has the PDFs made again). 404 when the reader may not see the submission or it has no such SOA; 403 when they may see it but
 * are not one of the link's signers; 409 when the part is signed already, or 409 AGENT_SIGNING_REQUIRED before the
 * first save of their details.
 */
export async function signSoaAsAgent(
  db: Db,
  actor: Actor,
  responseId: string,
  consentId: string,
  origin: AuditOrigin,
): Promise<TSoaAgentSignature> {
  const orgId = requireSigner(actor);
  const { item } = await getVisibleSubmission(db, actor, responseId);
  const consent = await findResponseConsent(db, responseId, consentId);
  if (!consent || consent.kind !== "soa") throw new AppError("NOT_FOUND", "This submission has no such Scope of Appointment.");
  if (!(await listLinkSigners(db, item.link.id)).includes(actor.id)) {
    throw new AppError("FORBIDDEN", "Only the link's agents sign the agent's part of its Scopes of Appointment.");
  }
  const details = await findCurrentVersion(db, actor.id);
  if (!details) throw new AppError("AGENT_SIGNING_REQUIRED", "Save your signing details before signing.");
  const row = await insertSoaAgentSignature(db, {
    consent_id: consentId,
    response_id: responseId,
    org_id: orgId,
    user_id: actor.id,
    details_id: details.id,
    mode: "signed",
    ip: origin.ip,
    user_agent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  if (!row) throw new AppError("CONFLICT", "The agent's part of this Scope of Appointment is already signed.");
  await recordAudit(db, actor, origin, {
    action: "soa.agent_signed",
    target: { type: "consent", id: consentId },
    details: { response_id: responseId, mode: "signed", details_version: details.version },
  });
  return presentSoaAgentSignature(row, details);
}

/**
 * When a client's SOA is recorded: the link's first signer (its creator, then its other stakeholders) who opted in
 * to apply their saved signature signs the agent's part at once, with their current details. Idempotent (a retried
 * consent applies nothing twice); the caller's write then has the PDFs made again.
 */
export async function applySavedAgentSignature(
  db: Db,
  consent: { id: string; kind: string; responseId: string; linkId: string; orgId: string },
): Promise<void> {
  if (consent.kind !== "soa") return;
  const signers = await listLinkSigners(db, consent.linkId);
  const versions = await findCurrentVersions(db, consent.orgId, signers);
  const chosen = signers.map((id) => versions.find((v) => v.user_id === id)).find((v) => v?.auto_apply);
  if (!chosen) return;
  const row = await insertSoaAgentSignature(db, {
    consent_id: consent.id,
    response_id: consent.responseId,
    org_id: consent.orgId,
    user_id: chosen.user_id,
    details_id: chosen.id,
    mode: "automatic",
    ip: null,
    user_agent: null,
  });
  if (!row) return;
  await recordAudit(
    db,
    null,
    null,
    {
      action: "soa.agent_signed",
      orgId: consent.orgId,
      target: { type: "consent", id: consent.id },
      details: { response_id: consent.responseId, mode: "automatic", agent_user_id: chosen.user_id, details_version: chosen.version },
    },
    "system",
  );
}
