import { ZAgentSigningRequest, type TAgentSignatureMethod, type TAgentSigningRequest } from "@planready/contracts/agent-signing";
import type { TSoaProduct } from "@planready/contracts/surveys/consent-records";

/** The Document Signing form as plain values, checked by the contract's own schema (pure: unit-tested). */
export type TAgentSigningForm = {
  name: string;
  npn: string;
  phone: string;
  agency: string;
  planTypes: TSoaProduct[];
  method: TAgentSignatureMethod;
  /** SVG path data of the drawing (a new one, or the saved one kept), or null. */
  signature: string | null;
  autoApply: boolean;
};

export const agentSigningFields = ["name", "npn", "phone", "agency", "plan_types", "signature"] as const;
export type TAgentSigningField = (typeof agentSigningFields)[number];

export function toAgentSigningRequest(form: TAgentSigningForm): TAgentSigningRequest {
  return {
    name: form.name,
    npn: form.npn,
    phone: form.phone,
    agency: form.agency,
    plan_types: form.planTypes,
    signature_method: form.method,
    signature: form.method === "draw" ? form.signature : null,
    auto_apply: form.autoApply,
  };
}

/** The fields the contract refuses, in the form's order (their words are the page's: `signing` errors.<field>). */
export function agentSigningErrors(form: TAgentSigningForm): TAgentSigningField[] {
  const result = ZAgentSigningRequest.safeParse(toAgentSigningRequest(form));
  if (result.success) return [];
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return agentSigningFields.filter((field) => refused.has(field));
}
