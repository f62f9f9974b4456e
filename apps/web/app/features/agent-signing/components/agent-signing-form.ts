import { agentSigningProblems, type TAgentPlanType } from "@planready/contracts/agent-signing-rules";
import type { TAgentSignatureMethod, TAgentSigningRequest } from "@planready/contracts/agent-signing";

/**
 * The Document Signing form as plain values, checked by the contract's rules (agent-signing-rules.ts, the API's
 * own, without shipping zod to the page). Pure: unit-tested.
 */
export type TAgentSigningForm = {
  name: string;
  npn: string;
  phone: string;
  agency: string;
  planTypes: TAgentPlanType[];
  method: TAgentSignatureMethod;
  /** SVG path data of the drawing (a new one, or the saved one kept), or null. */
  signature: string | null;
  autoApply: boolean;
};

export type TAgentSigningField = ReturnType<typeof agentSigningProblems>[number];

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

/** The fields refused, in the form's order (their words are the page's: `signing` errors.<field>). */
export function agentSigningErrors(form: TAgentSigningForm): TAgentSigningField[] {
  return agentSigningProblems({
    name: form.name,
    npn: form.npn,
    phone: form.phone,
    agency: form.agency,
    plan_types: form.planTypes,
    signature_method: form.method,
    signature: form.method === "draw" ? form.signature : null,
  });
}
