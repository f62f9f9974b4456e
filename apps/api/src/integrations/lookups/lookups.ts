import type {
  TDoctorResult,
  TDoctorSearchQuery,
  TDrugResult,
  TDrugSearchQuery,
  THospitalResult,
  THospitalSearchQuery,
  TLookupSource,
  TPharmacyResult,
  TPharmacySearchQuery,
} from "@planready/contracts/lookups";

/** One look-up's answer: at most LOOKUP_RESULT_LIMIT results, best first, and where they came from. */
export type LookupAnswer<T> = { results: T[]; source: TLookupSource; degraded?: boolean };

/**
 * The look-ups port: directory searches for the survey pages. `offline` (built-in data, the default) and
 * `registries` (NLM RxTerms and the NPPES NPI Registry, falling back to offline) implement it.
 */
export interface Lookups {
  readonly name: TLookupSource;
  searchDrugs(query: TDrugSearchQuery): Promise<LookupAnswer<TDrugResult>>;
  searchPharmacies(query: TPharmacySearchQuery): Promise<LookupAnswer<TPharmacyResult>>;
  searchDoctors(query: TDoctorSearchQuery): Promise<LookupAnswer<TDoctorResult>>;
  searchHospitals(query: THospitalSearchQuery): Promise<LookupAnswer<THospitalResult>>;
}
