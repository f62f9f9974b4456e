import type { TAgentSigning, TSoaAgentSignature } from "@planready/contracts/agent-signing";
import type { TSoaProduct } from "@planready/contracts/surveys/consent-records";
import type { AgentSigningRow, SoaAgentSignatureRow } from "./agent-signing.repository.ts";

export function presentAgentSigning(row: AgentSigningRow): TAgentSigning {
  return {
    version: row.version,
    saved_at: row.created_at.toISOString(),
    name: row.name,
    npn: row.npn,
    phone: row.phone,
    agency: row.agency,
    plan_types: row.plan_types as TSoaProduct[],
    signature_method: row.signature_method,
    signature: row.signature_svg,
    auto_apply: row.auto_apply,
  };
}

/**
 * The agent's part of one SOA. Signed from the submission, it was signed from the request's address and browser; applied
 * automatically, from where the agent saved the details and the opt-in.
 */
export function presentSoaAgentSignature(signature: SoaAgentSignatureRow, details: AgentSigningRow): TSoaAgentSignature {
  const automatic = signature.mode === "automatic";
  return {
    consent_id: signature.consent_id,
    mode: signature.mode,
    signed_at: signature.signed_at.toISOString(),
    user_id: signature.user_id,
    name: details.name,
    npn: details.npn,
    phone: details.phone,
    agency: details.agency,
    plan_types: details.plan_types as TSoaProduct[],
    signature_method: details.signature_method,
    signature: details.signature_svg,
    details_version: details.version,
    details_saved_at: details.created_at.toISOString(),
    ip: automatic ? details.ip : signature.ip,
    user_agent: automatic ? details.user_agent : signature.user_agent,
  };
}
