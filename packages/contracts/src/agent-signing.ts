import { z } from "zod";
import { SIGNATURE_MAX_CHARS, soaProducts, ZSoaProduct } from "./surveys/consent-records.ts";
import { choices, requiredText, text, ZId } from "./surveys/fields.ts";
import { isValidAgentPhone, normalizeNpn, NPN_PATTERN } from "./agent-signing-rules.ts";

/**
 * The agent's part of the Scope of Appointment (docs/product.md#the-agents-part-of-the-scope-of-appointment): their
 * signing details and signature, saved at `/settings/agent-signing` as versions (every save is a new one), and the
 * agent's signature of each client's SOA, recorded beside the client's consent record (never in it).
 */

export { isValidNpn, normalizeNpn, NPN_PATTERN } from "./agent-signing-rules.ts";

/** How the agent signs: drawing (SVG path data, like the client's) or their printed name typed as the signature. */
export const agentSignatureMethods = ["draw", "type"] as const;
export type TAgentSignatureMethod = (typeof agentSignatureMethods)[number];

/** A drawn signature travels as SVG path data: commands and numbers only (as consent-records.ts checks it). */
const SVG_PATH = /^\s*[Mm][\sMmLlHhVvCcSsQqTtAaZz0-9eE.,+-]*$/;

/** `PUT /api/users/me/agent-signing`: a new version of the signed-in user's signing details. */
export const ZAgentSigningRequest = z
  .object({
    /** The name printed on the form (and the signature itself when typed). */
    name: requiredText(200),
    npn: z
      .string({ error: "Enter your NPN" })
      .transform(normalizeNpn)
      .pipe(z.string().min(1, "Enter your NPN").regex(NPN_PATTERN, "Enter your NPN: up to 10 digits, not starting with 0")),
    phone: z
      .string({ error: "Enter a 10-digit US phone number" })
      .trim()
      .max(30, "Enter a 10-digit US phone number")
      .refine(isValidAgentPhone, "Enter a 10-digit US phone number"),
    /** The agency they work for, when they work for one. */
    agency: text(200).default(""),
    /** The products they are appointed to discuss: the Scope of Appointment's product groups. */
    plan_types: choices(soaProducts, "a plan type").min(1, "Choose at least one plan type"),
    signature_method: z.enum(agentSignatureMethods, { error: "Choose how you sign: draw or type" }),
    /** The drawing, when drawn (required then; none goes with a typed signature). */
    signature: z
      .string({ error: "Draw your signature" })
      .max(SIGNATURE_MAX_CHARS, "The drawn signature is too large; clear it and sign again")
      .regex(SVG_PATH, "The signature must be SVG path data")
      .nullable()
      .optional(),
    /** Sign the agent's part of each new Scope of Appointment with this signature as soon as the client signs. */
    auto_apply: z.boolean().default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.signature_method === "draw" && !value.signature)
      ctx.addIssue({ code: "custom", path: ["signature"], message: "Draw your signature" });
    if (value.signature_method === "type" && value.signature)
      ctx.addIssue({ code: "custom", path: ["signature"], message: "A typed signature has no drawing" });
  });
export type TAgentSigningRequest = z.input<typeof ZAgentSigningRequest>;

/** One saved version of an agent's signing details. */
export const ZAgentSigning = z.object({
  version: z.number().int().min(1),
  saved_at: z.string(),
  name: z.string(),
  npn: z.string(),
  phone: z.string(),
  agency: z.string(),
  plan_types: z.array(ZSoaProduct),
  signature_method: z.enum(agentSignatureMethods),
  signature: z.string().nullable(),
  auto_apply: z.boolean(),
});
export type TAgentSigning = z.infer<typeof ZAgentSigning>;

/** `GET /api/users/me/agent-signing`: the current version, or null before the first save. */
export const ZAgentSigningResponse = z.object({ current: ZAgentSigning.nullable() });
export type TAgentSigningResponse = z.infer<typeof ZAgentSigningResponse>;

/** How the agent's part came to be signed: by the agent from the submission, or applied automatically (opt-in). */
export const soaAgentSignModes = ["signed", "automatic"] as const;

/** The agent's part of one signed Scope of Appointment: who, with which saved details, when, from where. */
export const ZSoaAgentSignature = z.object({
  consent_id: ZId,
  mode: z.enum(soaAgentSignModes),
  signed_at: z.string(),
  /** The agent's user, null once that user no longer exists (the details below stay). */
  user_id: ZId.nullable(),
  name: z.string(),
  npn: z.string(),
  phone: z.string(),
  agency: z.string(),
  plan_types: z.array(ZSoaProduct),
  signature_method: z.enum(agentSignatureMethods),
  signature: z.string().nullable(),
  /** The version of the saved details used, and when it was saved. */
  details_version: z.number().int(),
  details_saved_at: z.string(),
  /** Where the agent signed from; for an automatic signature, where the agent saved the details and the opt-in. */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type TSoaAgentSignature = z.infer<typeof ZSoaAgentSignature>;

/** `POST /api/responses/{id}/soa-agent-signature`: sign the agent's part of this SOA with the saved details. */
export const ZSoaAgentSignRequest = z.object({ consent_id: ZId }).strict();
