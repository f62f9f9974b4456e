import { z } from "zod";

/**
 * Directory look-ups for the survey pages: drugs, pharmacies, doctors and hospitals from the public registries (NLM
 * RxTerms, the NPPES NPI Registry), and the city, state and county of a ZIP code. A search that finds nothing is an
 * answer too (`results: []`), and so is a registry that cannot be reached (`unavailable: true`): the page then keeps
 * what the client typed as free text, marked as not checked against the registry (docs/decisions/016-lookups-real-data-or-typed.md).
 */

/** Most results any look-up returns; the survey pages show them as a short pick list. */
export const LOOKUP_RESULT_LIMIT = 20;

/** `registries`: the public registries answer; `off`: look-ups are switched off (LOOKUPS_PROVIDER=off), every answer is unavailable. */
export const lookupSources = ["registries", "off"] as const;
export const ZLookupSource = z.enum(lookupSources);
export type TLookupSource = z.infer<typeof ZLookupSource>;

const searchText = (min: number) => z.string().trim().min(min, `Type at least ${min} characters`).max(60, "Use at most 60 characters");
const zip = z
  .string()
  .trim()
  .regex(/^\d{5}$/, "Enter a 5-digit ZIP code");
const state = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Enter a 2-letter state code such as FL")
  .transform((value) => value.toUpperCase());

/** What every look-up answers: its results, where they came from, and whether the registry could be asked at all. */
const lookupResponse = <T extends z.ZodType>(result: T) =>
  z.object({
    results: z.array(result).max(LOOKUP_RESULT_LIMIT),
    source: ZLookupSource,
    /**
     * True when the registry could not be asked (it failed, timed out, or look-ups are off): `results` is then empty
     * and says nothing about the registry; the client types what they know instead.
     */
    unavailable: z.boolean().optional(),
  });

export const ZDrugSearchQuery = z.object({ q: searchText(2) }).strict();
export type TDrugSearchQuery = z.infer<typeof ZDrugSearchQuery>;

export const ZDrugStrength = z.object({
  strength: z.string(),
  dosage_form: z.string(),
  rxcui: z.string().optional(),
});
export type TDrugStrength = z.infer<typeof ZDrugStrength>;

export const ZDrugResult = z.object({
  name: z.string(),
  rxcui: z.string().optional(),
  strengths: z.array(ZDrugStrength),
});
export type TDrugResult = z.infer<typeof ZDrugResult>;
export const ZDrugSearchResponse = lookupResponse(ZDrugResult);
export type TDrugSearchResponse = z.infer<typeof ZDrugSearchResponse>;

export const ZPharmacySearchQuery = z
  .object({ q: searchText(2).optional(), zip: zip.optional() })
  .strict()
  .refine((query) => query.q !== undefined || query.zip !== undefined, {
    message: "Enter a pharmacy name or a ZIP code",
    path: ["q"],
  });
export type TPharmacySearchQuery = z.infer<typeof ZPharmacySearchQuery>;

export const ZPharmacyResult = z.object({
  name: z.string(),
  npi: z.string(),
  address_one: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().optional(),
  is_mail_order: z.boolean(),
});
export type TPharmacyResult = z.infer<typeof ZPharmacyResult>;
export const ZPharmacySearchResponse = lookupResponse(ZPharmacyResult);
export type TPharmacySearchResponse = z.infer<typeof ZPharmacySearchResponse>;

export const ZDoctorSearchQuery = z.object({ q: searchText(2), zip: zip.optional(), state: state.optional() }).strict();
export type TDoctorSearchQuery = z.infer<typeof ZDoctorSearchQuery>;

export const ZDoctorResult = z.object({
  name: z.string(),
  npi: z.string(),
  specialty: z.string(),
  address_one: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().optional(),
});
export type TDoctorResult = z.infer<typeof ZDoctorResult>;
export const ZDoctorSearchResponse = lookupResponse(ZDoctorResult);
export type TDoctorSearchResponse = z.infer<typeof ZDoctorSearchResponse>;

export const ZHospitalSearchQuery = z.object({ q: searchText(2), zip: zip.optional(), state: state.optional() }).strict();
export type THospitalSearchQuery = z.infer<typeof ZHospitalSearchQuery>;

export const ZHospitalResult = z.object({
  name: z.string(),
  npi: z.string().optional(),
  address_one: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type THospitalResult = z.infer<typeof ZHospitalResult>;
export const ZHospitalSearchResponse = lookupResponse(ZHospitalResult);
export type THospitalSearchResponse = z.infer<typeof ZHospitalSearchResponse>;

/** GET /api/lookups/zip/{zip}: the place a ZIP code belongs to, from the ZIP table shipped with the API. */
export const ZZipLookupParams = z.object({ zip }).strict();
export type TZipLookupParams = z.infer<typeof ZZipLookupParams>;

export const ZZipPlace = z.object({
  zip: z.string(),
  /** The place name the ZIP code is known by. */
  city: z.string(),
  /** Two-letter state code. */
  state: z.string(),
  /** County name without the word "County"; empty when the table has none. */
  county: z.string(),
});
export type TZipPlace = z.infer<typeof ZZipPlace>;
/** `place: null`: the table does not know the ZIP code (it may still exist: a new, military or territory ZIP code). */
export const ZZipLookupResponse = z.object({ place: ZZipPlace.nullable() });
export type TZipLookupResponse = z.infer<typeof ZZipLookupResponse>;
