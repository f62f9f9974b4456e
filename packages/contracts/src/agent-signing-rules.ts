/**
 * The rules of the agent's signing details without zod, so the page that edits them checks its fields without
 * shipping the schemas (agent-signing.ts builds its schema from these).
 */

/** The Scope of Appointment's product groups, in the form's order (consent-records.ts `soaProducts`; a test keeps them equal). */
export const agentPlanTypes = [
  "part_d",
  "medicare_advantage_and_cost",
  "dental_vision_hearing",
  "hospital_indemnity",
  "medicare_supplement",
] as const;
export type TAgentPlanType = (typeof agentPlanTypes)[number];

/**
 * The National Producer Number the NIPR gives every licensed producer: digits only, 1 to 10 of them, never starting
 * with 0. Spaces are tolerated as typed and dropped.
 */
export const NPN_PATTERN = /^[1-9]\d{0,9}$/;
export const normalizeNpn = (value: string) => value.replace(/\s+/g, "");
export const isValidNpn = (value: string) => NPN_PATTERN.test(normalizeNpn(value));

/** A US phone number (NANP: area code and exchange never start with 0 or 1), any punctuation, an optional leading 1. */
export function isValidAgentPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  const local = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return value.trim().length <= 30 && /^[2-9]\d{2}[2-9]\d{6}$/.test(local);
}

export const AGENT_TEXT_MAX = 200;

/** What a form of the signing details holds (the request's fields). */
export type TAgentSigningFields = {
  name: string;
  npn: string;
  phone: string;
  agency: string;
  plan_types: readonly string[];
  signature_method: "draw" | "type";
  signature: string | null | undefined;
};

/** The fields refused, by name, in the form's order: the same rules as the API's schema (agent-signing.ts). */
export function agentSigningProblems(fields: TAgentSigningFields): ("name" | "npn" | "phone" | "agency" | "plan_types" | "signature")[] {
  const problems: ("name" | "npn" | "phone" | "agency" | "plan_types" | "signature")[] = [];
  const name = fields.name.trim();
  if (!name || name.length > AGENT_TEXT_MAX) problems.push("name");
  if (!isValidNpn(fields.npn)) problems.push("npn");
  if (!isValidAgentPhone(fields.phone)) problems.push("phone");
  if (fields.agency.trim().length > AGENT_TEXT_MAX) problems.push("agency");
  const known = fields.plan_types.every((p) => (agentPlanTypes as readonly string[]).includes(p));
  if (fields.plan_types.length === 0 || !known || new Set(fields.plan_types).size !== fields.plan_types.length) problems.push("plan_types");
  if (fields.signature_method === "draw" ? !fields.signature : !!fields.signature) problems.push("signature");
  return problems;
}
