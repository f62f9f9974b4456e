import { z } from "zod";
import { ZConsentRecord, ZSoaSelectionItem } from "./consent-records.ts";
import { ZSurveyContentFields, ZSurveyLocale, ZSurveyType } from "./content.ts";
import {
  stored,
  ZDoTheseApplyItem,
  ZHospitalItem,
  ZLifeHealthConditionItem,
  ZPharmacyItem,
  ZPrescriptionItem,
  ZSpecialistItem,
} from "./content-items.ts";
import { text, ZClientRev, ZId } from "./fields.ts";
import { ZHouseholdMember } from "./household.ts";
import { ZScreenId } from "./screens.ts";

/**
 * The child collections under `/surveyContents/{type}/{contentId}/{path}`, the key each has in the
 * survey content the API returns, and the item schema of its POST and PUT bodies.
 */
export const itemCollections = {
  specialistResponses: { key: "specialist_responses", schema: ZSpecialistItem },
  hospitalResponses: { key: "hospital_responses", schema: ZHospitalItem },
  pharmacyResponses: { key: "pharmacy_responses", schema: ZPharmacyItem },
  prescriptionResponses: { key: "prescription_responses", schema: ZPrescriptionItem },
  doTheseApplyResponses: { key: "do_these_apply_responses", schema: ZDoTheseApplyItem },
  lifeHealthConditionResponses: { key: "life_health_condition_responses", schema: ZLifeHealthConditionItem },
} as const;
export type TItemCollection = keyof typeof itemCollections;
export const ZItemCollection = z.enum(Object.keys(itemCollections) as [TItemCollection, ...TItemCollection[]]);

/** The answers with every child collection, as `GET /responses/{id}` returns them. */
export const ZSurveyContent = ZSurveyContentFields.extend({
  specialist_responses: z.array(stored(ZSpecialistItem)),
  hospital_responses: z.array(stored(ZHospitalItem)),
  pharmacy_responses: z.array(stored(ZPharmacyItem)),
  prescription_responses: z.array(stored(ZPrescriptionItem)),
  do_these_apply_responses: z.array(stored(ZDoTheseApplyItem)),
  life_health_condition_responses: z.array(stored(ZLifeHealthConditionItem)),
  household_members: z.array(stored(ZHouseholdMember)),
  /** Products ticked on the Scope of Appointment screen, before or after signing. */
  scope_of_appointment_selections: z.array(stored(ZSoaSelectionItem)),
  /** Signed consents (immutable records), by kind. */
  scope_of_appointment_responses: z.array(ZConsentRecord),
  aca_consent_responses: z.array(ZConsentRecord),
});
export type TSurveyContent = z.infer<typeof ZSurveyContent>;

/**
 * `POST /responses` (no token): start a response on a link, found by id or by URL (exactly one). The survey
 * type is the page's (parseSurveyType of its query); omitted, the link's own type is used.
 */
export const ZCreateResponseRequest = z
  .object({
    link_id: ZId.optional(),
    link_url: z.string().trim().min(1, "Required").max(200, "Use at most 200 characters").optional(),
    survey_type: ZSurveyType.optional(),
    integration: text(100).nullable().optional(),
    no_providers: z.boolean({ error: "no_providers is true or false" }).optional(),
    locale: ZSurveyLocale,
  })
  .strict()
  .refine((value) => (value.link_id === undefined) !== (value.link_url === undefined), {
    message: "Send either link_id or link_url",
    path: ["link_id"],
  });
export type TCreateResponseRequest = z.infer<typeof ZCreateResponseRequest>;

/** The token opens this one response and nothing else; the page keeps it in sessionStorage `surveyToken`. */
export const ZCreateResponseResponse = z.object({ id: ZId, survey_token: z.string(), content_id: ZId });
export type TCreateResponseResponse = z.infer<typeof ZCreateResponseResponse>;

export const responseStatuses = ["in_progress", "submitted"] as const;
export const ZResponseStatus = z.enum(responseStatuses);
export type TResponseStatus = z.infer<typeof ZResponseStatus>;

/** What a survey page shows about the agent behind the link. `alt_theme_color` goes through themeFor. */
export const ZSurveyLinkSummary = z.object({
  id: ZId,
  url: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  agency_name: z.string().nullable(),
  logo_image_url: z.string().nullable(),
  alt_theme_color: z.string().nullable(),
});
export type TSurveyLinkSummary = z.infer<typeof ZSurveyLinkSummary>;

export const ZSurveyResponse = z.object({
  id: ZId,
  /** Null before the first move; otherwise the screen to resume on. */
  current_question: ZScreenId.nullable(),
  survey_type: ZSurveyType,
  integration: z.string().nullable(),
  no_providers: z.boolean(),
  locale: ZSurveyLocale,
  status: ZResponseStatus,
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  /** Newest rev applied to the response itself (current_question, locale). */
  client_rev: ZClientRev,
  survey_content: ZSurveyContent,
  link: ZSurveyLinkSummary,
});
export type TSurveyResponse = z.infer<typeof ZSurveyResponse>;

/**
 * `PUT /responses/{id}`: the screen the client moved to, the language, or the submission. A write older than
 * the stored `client_rev` changes nothing; `submit` is final and repeating it changes nothing.
 */
export const ZUpdateResponseRequest = z
  .object({
    current_question: ZScreenId.optional(),
    locale: ZSurveyLocale.optional(),
    submit: z.literal(true, { error: "submit can only be true" }).optional(),
    client_rev: ZClientRev,
  })
  .strict();
export type TUpdateResponseRequest = z.infer<typeof ZUpdateResponseRequest>;

export const ZResponseIdParams = z.object({ id: ZId }).strict();
export const ZSurveyContentParams = z.object({ type: ZSurveyType, id: ZId }).strict();
export const ZItemCollectionParams = z.object({ type: ZSurveyType, contentId: ZId, collection: ZItemCollection }).strict();
export const ZItemParams = ZItemCollectionParams.extend({ itemId: ZId }).strict();
