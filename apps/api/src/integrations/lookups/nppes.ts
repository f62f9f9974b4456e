import type {
  TDoctorResult,
  TDoctorSearchQuery,
  THospitalResult,
  THospitalSearchQuery,
  TPharmacyResult,
  TPharmacySearchQuery,
} from "@planready/contracts/lookups";
import { z } from "zod";

/**
 * NPPES NPI Registry API, version 2.1 (https://npiregistry.cms.hhs.gov/api-page). GET /api/?version=2.1&… with
 * enumeration_type (NPI-1 individuals, NPI-2 organisations), first_name / last_name / organization_name (a trailing
 * `*` after at least two characters is a wildcard), taxonomy_description, state, postal_code (5 digits match ZIP+4;
 * `*` allowed), address_purpose and limit (at most 200). It answers 200 with
 * `{ result_count, results: [{ number, enumeration_type, basic, addresses, taxonomies, … }] }`, or 200 with
 * `{ Errors: [{ description, field, number }] }` when it refuses the criteria.
 */

/** How many records to ask for: more than we show, so that ranking (same ZIP first, best name) has a choice. */
export const NPPES_LIMIT = 50;
/** NUCC taxonomy: 3336… Pharmacy (3336M0002X Mail Order), 282N… General Acute Care Hospital. */
const PHARMACY_TAXONOMY_PREFIX = "3336";
const MAIL_ORDER_TAXONOMY = "3336M0002X";
const HOSPITAL_TAXONOMY_PREFIX = "282N";

export type NppesParams = Record<string, string>;

export function nppesUrl(baseUrl: string, params: NppesParams): URL {
  const url = new URL("/api/", baseUrl);
  url.searchParams.set("version", "2.1");
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set("limit", String(NPPES_LIMIT));
  return url;
}

/** Keeps the characters the registry accepts in a name; a wildcard needs two characters before it. */
const cleanName = (text: string) =>
  text
    .replace(/[^\p{L}\p{N} &'@:,/().#";-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
const wildcard = (text: string) => (text.length >= 2 ? `${text}*` : undefined);
/** The area of a ZIP code (its first three digits): people cross a ZIP boundary to see a doctor. */
const zipArea = (zip: string) => `${zip.slice(0, 3)}*`;
const locationParams = (zip: string | undefined, state: string | undefined, postalCode = zip && zipArea(zip)): NppesParams => ({
  ...(postalCode ? { postal_code: postalCode } : {}),
  ...(state ? { state } : {}),
  ...(postalCode || state ? { address_purpose: "LOCATION" } : {}),
});

/** "Dr. John Smith", "Smith, John" and "smith" become last_name (and first_name) criteria; null when unusable. */
export function doctorParams({ q, zip, state }: TDoctorSearchQuery): NppesParams | null {
  const [beforeComma = "", afterComma] = cleanName(q)
    .replace(/[&@:/().#";]/g, " ")
    .split(",", 2);
  const named = (text: string) =>
    text
      .split(" ")
      .map((w) => w.trim())
      .filter((w) => w && !/^(dr|doctor)\.?$/i.test(w));
  let first: string | undefined;
  let last: string | undefined;
  if (afterComma !== undefined) {
    last = named(beforeComma).join(" ");
    first = named(afterComma)[0];
  } else {
    const parts = named(beforeComma);
    last = parts.length > 1 ? parts.at(-1) : parts[0];
    first = parts.length > 1 ? parts[0] : undefined;
  }
  const lastName = last && wildcard(last);
  if (!lastName) return null;
  const firstName = first?.replace(/\.$/, "");
  return {
    enumeration_type: "NPI-1",
    last_name: lastName,
    ...(firstName && firstName.length >= 2 ? { first_name: `${firstName}*` } : {}),
    ...locationParams(zip, state),
  };
}

/** Pharmacies by name, by ZIP code, or both; a ZIP code alone means that ZIP exactly (or its area, when asked). */
export function pharmacyParams({ q, zip }: TPharmacySearchQuery, options: { zipArea?: boolean } = {}): NppesParams | null {
  const name = q === undefined ? undefined : wildcard(cleanName(q));
  if (!name && !zip) return null;
  return {
    enumeration_type: "NPI-2",
    taxonomy_description: "Pharmacy",
    ...(name ? { organization_name: name } : {}),
    ...locationParams(zip, undefined, zip && (name || options.zipArea ? zipArea(zip) : zip)),
  };
}

export function hospitalParams({ q, zip, state }: THospitalSearchQuery): NppesParams | null {
  const name = wildcard(cleanName(q));
  if (!name) return null;
  return {
    enumeration_type: "NPI-2",
    taxonomy_description: "General Acute Care Hospital",
    organization_name: name,
    ...locationParams(zip, state),
  };
}

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? "");
const ZProvider = z.object({
  number: z.union([z.string(), z.number()]).transform(String),
  basic: z.object({ first_name: text, middle_name: text, last_name: text, credential: text, organization_name: text }).partial().nullish(),
  addresses: z
    .array(
      z.object({ address_purpose: text, address_1: text, city: text, state: text, postal_code: text, telephone_number: text }).partial(),
    )
    .nullish(),
  taxonomies: z.array(z.object({ code: text, desc: text, primary: z.boolean().nullish() }).partial()).nullish(),
});
export type NppesRecord = z.infer<typeof ZProvider>;

const ZNppesResponse = z.object({
  result_count: z.number().optional(),
  results: z.array(ZProvider).nullish(),
  Errors: z.array(z.object({ description: z.string().optional() })).optional(),
});

/** The registry refused the criteria (a 200 answer carrying `Errors`). */
export class NppesRefusal extends Error {}

/** The records of an NPPES answer; throws when the answer is not in the registry's format or carries Errors. */
export function parseNppesResponse(body: unknown): NppesRecord[] {
  const parsed = ZNppesResponse.parse(body);
  // The descriptions can repeat what was searched for, so they are not kept.
  if (parsed.Errors?.length) throw new NppesRefusal("the registry refused the search criteria");
  return parsed.results ?? [];
}

const SMALL_WORDS = new Set(["of", "and", "the", "at", "for", "in", "on"]);
const DIRECTIONS = new Set(["n", "s", "e", "w", "ne", "nw", "se", "sw", "po"]);
/** Words without vowels that are not acronyms: Saint, Mount, Fort. */
const SHORT_WORDS = new Set(["st", "mt", "ft"]);

/**
 * The registry writes in capitals. "JOHN O'DONNELL" → "John O'Donnell"; for organisations, words without vowels
 * stay capitals ("CVS PHARMACY OF TAMPA" → "CVS Pharmacy of Tampa"); for addresses, compass points do ("NW").
 */
export function titleCase(value: string, style: "person" | "organization" | "address" = "person"): string {
  return value
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((word, i) => {
      if (i > 0 && style !== "person" && SMALL_WORDS.has(word)) return word;
      if (style === "organization" && /^[b-df-hj-np-tv-xz]{2,4}$/.test(word) && !SHORT_WORDS.has(word)) return word.toUpperCase();
      if (style === "address" && DIRECTIONS.has(word)) return word.toUpperCase();
      // A capital after a hyphen, a period or an apostrophe that starts a name (O'Donnell, not Joseph'S).
      return word.replace(/(^|[-.(/]|'(?=\p{L}{2}))(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(" ");
}

function formatPhone(value: string): string | undefined {
  const digits = value.replace(/\D/g, "");
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : undefined;
}

/** The practice location (or the only address), or null when the record has no usable one. */
function location(provider: NppesRecord) {
  const addresses = provider.addresses ?? [];
  const address = addresses.find((a) => a.address_purpose?.toUpperCase() === "LOCATION") ?? addresses[0];
  const zip = address?.postal_code?.replace(/\D/g, "").slice(0, 5);
  if (!address?.address_1 || !address.city || !address.state || !zip || zip.length !== 5) return null;
  const phone = formatPhone(address.telephone_number ?? "");
  return {
    address_one: titleCase(address.address_1, "address"),
    city: titleCase(address.city),
    state: address.state.toUpperCase(),
    zip,
    ...(phone ? { phone } : {}),
  };
}

const codes = (provider: NppesRecord) => (provider.taxonomies ?? []).map((t) => t.code ?? "");

export function mapDoctor(provider: NppesRecord): TDoctorResult | null {
  const basic = provider.basic ?? {};
  const place = location(provider);
  if (!basic.last_name || !place) return null;
  const middle = basic.middle_name ? `${basic.middle_name.charAt(0)}.` : "";
  const name = titleCase([basic.first_name, middle, basic.last_name].filter(Boolean).join(" "));
  const credential = (basic.credential ?? "").replace(/\./g, "").toUpperCase().trim();
  const taxonomies = provider.taxonomies ?? [];
  const specialty = (taxonomies.find((t) => t.primary) ?? taxonomies[0])?.desc ?? "";
  return { name: credential ? `${name}, ${credential}` : name, npi: provider.number, specialty, ...place };
}

export function mapPharmacy(provider: NppesRecord): TPharmacyResult | null {
  const place = location(provider);
  const name = provider.basic?.organization_name;
  if (!name || !place || !codes(provider).some((code) => code.startsWith(PHARMACY_TAXONOMY_PREFIX))) return null;
  const isMailOrder = (provider.taxonomies ?? []).some((t) => t.code === MAIL_ORDER_TAXONOMY || /mail order/i.test(t.desc ?? ""));
  return { name: titleCase(name, "organization"), npi: provider.number, ...place, is_mail_order: isMailOrder };
}

export function mapHospital(provider: NppesRecord): THospitalResult | null {
  const place = location(provider);
  const name = provider.basic?.organization_name;
  if (!name || !place || !codes(provider).some((code) => code.startsWith(HOSPITAL_TAXONOMY_PREFIX))) return null;
  return {
    name: titleCase(name, "organization"),
    npi: provider.number,
    address_one: place.address_one,
    city: place.city,
    state: place.state,
    zip: place.zip,
  };
}
