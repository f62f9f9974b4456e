import { z } from "zod";
import { compareUsDates, parseUsDate, todayUtc } from "./dob.ts";
import { ZSurveyLocale } from "./content.ts";
import { choice, item, requiredText, text, ZId } from "./fields.ts";
import { esignDisclosures } from "./esign-disclosure.ts";

/**
 * Signed consents: the Scope of Appointment (CMS) and the ACA consent. A record is immutable evidence: the exact
 * text version and its hash, who signed, when, from where. Add-only (a retry with the same id adds nothing).
 */
export const consentKinds = ["soa", "aca_consent"] as const;
export const ZConsentKind = choice(consentKinds, "a consent kind");
export type TConsentKind = z.infer<typeof ZConsentKind>;

/** The five product groups of the CMS Scope of Sales Appointment Confirmation Form, in the form's order. */
export const soaProducts = [
  "part_d",
  "medicare_advantage_and_cost",
  "dental_vision_hearing",
  "hospital_indemnity",
  "medicare_supplement",
] as const;
export const ZSoaProduct = choice(soaProducts, "a product");
export type TSoaProduct = z.infer<typeof ZSoaProduct>;

/**
 * A product ticked on the Scope of Appointment screen (`scopeOfAppointmentResponses`: add only, plus delete-all),
 * saved as the client ticks so nothing is lost before signing; the signature then repeats the products agreed.
 */
export const ZSoaSelectionItem = item({ product: ZSoaProduct });
export type TSoaSelectionItem = z.infer<typeof ZSoaSelectionItem>;

export const signerRoles = ["beneficiary", "representative"] as const;

/** A drawn signature travels as SVG path data: commands and numbers only, so it can never carry markup. */
export const SIGNATURE_MAX_CHARS = 50_000;
const SVG_PATH = /^\s*[Mm][\sMmLlHhVvCcSsQqTtAaZz0-9eE.,+-]*$/;

/** How long a signature given offline may wait on the device before the server takes it. */
export const SIGNATURE_DEVICE_MAX_AGE_MS = 30 * 86_400_000;
/** How far a device clock may run ahead of the server's. */
const DEVICE_CLOCK_SLACK_MS = 10 * 60_000;
/** US local time runs from UTC−12 (Baker Island; Samoa is −11) to UTC+10 (Guam, Northern Mariana Islands). */
const US_OFFSETS_MS = { behind: 12 * 3_600_000, ahead: 10 * 3_600_000 } as const;

/**
 * The form's date is the signer's calendar date at the moment of signing (`at`): a US local date of that instant,
 * so the UTC date, the day before (the continental evening) or, in Guam, the day after.
 */
export function isSignatureDateAcceptable(value: string, at: Date = new Date()): boolean {
  const date = parseUsDate(value);
  if (!date) return false;
  const earliest = todayUtc(new Date(at.getTime() - US_OFFSETS_MS.behind));
  const latest = todayUtc(new Date(at.getTime() + US_OFFSETS_MS.ahead));
  return compareUsDates(date, latest) <= 0 && compareUsDates(date, earliest) >= 0;
}

/** Whether a device's signing time is believable now: not ahead of the server beyond clock drift, nor too old. */
export function isDeviceSigningTimeAcceptable(at: Date, now: Date = new Date()): boolean {
  const age = now.getTime() - at.getTime();
  return age >= -DEVICE_CLOCK_SLACK_MS && age <= SIGNATURE_DEVICE_MAX_AGE_MS;
}

export const ZSignConsentRequest = z
  .object({
    /** Client-generated, so a retried signature is stored once. */
    id: ZId,
    kind: ZConsentKind,
    /** The version of the text shown (consent-texts.ts); the server refuses unknown versions. */
    text_version: requiredText(40),
    locale: ZSurveyLocale,
    signer_role: choice(signerRoles, "who is signing"),
    /** The person signing: the beneficiary (consumer) or their authorised representative. */
    signer_name: requiredText(200),
    /** When a representative signs: the beneficiary they sign for, and how they are related. */
    beneficiary_name: text(200).nullable().optional(),
    representative_relationship: text(100).nullable().optional(),
    /** Scope of Appointment only: the products the beneficiary agreed to discuss, at least one. */
    products: z.array(ZSoaProduct).max(soaProducts.length).optional(),
    /**
     * The drawn signature, when the signer drew one. Optional: the typed full name is the signature of record, so
     * people who cannot draw (keyboard and screen-reader users, shaky hands) can sign too.
     */
    signature: z
      .string({ error: "Draw your signature" })
      .min(1, { error: "Draw your signature", abort: true })
      .max(SIGNATURE_MAX_CHARS, "The drawn signature is too large; clear it and sign again")
      .regex(SVG_PATH, "The signature must be SVG path data")
      .nullable()
      .optional(),
    typed_name: requiredText(200),
    /** The signer's date as MM/DD/YYYY, checked against the moment of signing below. */
    date: z.string({ error: "Enter today's date as MM/DD/YYYY" }),
    /**
     * When the signer signed, by the device's clock. A signature given offline waits on the device and reaches the
     * server later: its date is checked against this moment (within 30 days), not against the time it arrives.
     */
    device_signed_at: z.iso.datetime({ offset: true, error: "The time of signing must be an ISO 8601 date and time" }).optional(),
    /** The electronic-signature disclosure shown above the signature (esign-disclosure.ts); absent from older pages. */
    esign_disclosure_version: z
      .string()
      .refine((version) => esignDisclosures.some((d) => d.version === version), "There is no disclosure with this version")
      .optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const now = new Date();
    const deviceTime = value.device_signed_at ? new Date(value.device_signed_at) : null;
    // Not a date and time at all: already reported by the field's own check.
    if (deviceTime && Number.isNaN(deviceTime.getTime())) return;
    if (deviceTime && !isDeviceSigningTimeAcceptable(deviceTime, now)) {
      ctx.addIssue({
        code: "custom",
        path: ["device_signed_at"],
        message: "The time of signing is more than 30 days ago or in the future; sign again",
      });
    } else if (!isSignatureDateAcceptable(value.date, deviceTime ?? now)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "Enter today's date as MM/DD/YYYY" });
    }
    if (value.signer_role === "representative") {
      if (!value.beneficiary_name)
        ctx.addIssue({ code: "custom", path: ["beneficiary_name"], message: "Enter the name of the person you sign for" });
      if (!value.representative_relationship)
        ctx.addIssue({ code: "custom", path: ["representative_relationship"], message: "Enter your relationship to them" });
    }
    const products = value.products ?? [];
    if (value.kind === "soa" && products.length === 0)
      ctx.addIssue({ code: "custom", path: ["products"], message: "Choose at least one product to discuss" });
    if (value.kind !== "soa" && products.length > 0)
      ctx.addIssue({ code: "custom", path: ["products"], message: "Products belong to the Scope of Appointment only" });
    if (new Set(products).size !== products.length)
      ctx.addIssue({ code: "custom", path: ["products"], message: "Choose each product only once" });
  });
export type TSignConsentRequest = z.infer<typeof ZSignConsentRequest>;

/** The agent's part of the Scope of Appointment form, filled by the agent later (keys as in soaAgentFieldKeys). */
export const soaAgentFieldKeys = [
  "agent_name",
  "agent_phone",
  "beneficiary_phone",
  "beneficiary_address",
  "initial_contact_method",
  "plans_represented",
  "appointment_completed_date",
  "agent_signature",
  "late_soa_explanation",
] as const;
export type TSoaAgentFieldKey = (typeof soaAgentFieldKeys)[number];

/** A stored consent as the API returns it. */
export const ZConsentRecord = z.object({
  id: ZId,
  survey_content_id: ZId,
  kind: ZConsentKind,
  text_version: z.string(),
  /** SHA-256 (hex) of canonicalConsentText for this kind, version and locale. */
  text_hash: z.string(),
  locale: ZSurveyLocale,
  signer_role: choice(signerRoles, "who is signing"),
  signer_name: z.string(),
  beneficiary_name: z.string().nullable(),
  representative_relationship: z.string().nullable(),
  products: z.array(ZSoaProduct),
  signature: z.string().nullable(),
  typed_name: z.string(),
  date: z.string(),
  /** When the server recorded the signature. */
  signed_at: z.string(),
  /** When the signer signed by their device's clock (later than signed_at never; earlier when it waited offline). */
  device_signed_at: z.string().nullable(),
  /** The agent and agency named in the text when it was signed (the ACA consent names them). */
  agent_name: z.string().nullable(),
  agency_name: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The electronic-signature disclosure the signer was shown, or null (signed before disclosures were recorded). */
  esign_disclosure_version: z.string().nullable(),
  /** Scope of Appointment: the agent's fields once filled; null until then and for ACA consents. */
  agent_details: z.partialRecord(z.enum(soaAgentFieldKeys), z.string().nullable()).nullable(),
});
export type TConsentRecord = z.infer<typeof ZConsentRecord>;
