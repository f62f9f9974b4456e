import type { TConsentRecord } from "@planready/contracts/surveys/consent-records";
import type { ConsentRow } from "./consents.repository.ts";

/** A signed consent as the survey sees it; the agent's part of the form stays empty (nothing fills it in). */
export function presentConsent(row: ConsentRow, contentId: string): TConsentRecord {
  return {
    id: row.id,
    survey_content_id: contentId,
    kind: row.kind,
    text_version: row.text_version,
    text_hash: row.text_hash,
    locale: row.locale,
    signer_role: row.signer_role,
    signer_name: row.signer_name,
    beneficiary_name: row.beneficiary_name,
    representative_relationship: row.representative_relationship,
    products: row.products as TConsentRecord["products"],
    signature: row.signature_svg,
    typed_name: row.typed_name,
    date: row.signed_date,
    signed_at: row.signed_at.toISOString(),
    device_signed_at: row.device_signed_at?.toISOString() ?? null,
    agent_name: row.agent_name,
    agency_name: row.agency_name,
    ip: row.ip,
    user_agent: row.user_agent,
    esign_disclosure_version: row.esign_disclosure_version,
    agent_details: null,
  };
}
