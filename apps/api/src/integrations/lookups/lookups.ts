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

/**
 * One look-up's answer: at most LOOKUP_RESULT_LIMIT results, best first, and where they came from. `unavailable`:
 * the registry could not be asked (failure, timeout, look-ups off); the results are then empty.
 */
export type LookupAnswer<T> = { results: T[]; source: TLookupSource; unavailable?: true };

/**
 * The look-ups port: directory searches for the survey pages. `registries` (NLM RxTerms and the NPPES NPI
 * Registry, the default) and `off` implement it. No implementation answers from invented records: when the
 * registry cannot be asked the answer is empty and unavailable (docs/decisions/016-lookups-real-data-or-typed.md).
 */
export interface Lookups {
  readonly name: TLookupSource;
  searchDrugs(query: TDrugSearchQuery): Promise<LookupAnswer<TDrugResult>>;
  searchPharmacies(query: TPharmacySearchQuery): Promise<LookupAnswer<TPharmacyResult>>;
  searchDoctors(query: TDoctorSearchQuery): Promise<LookupAnswer<TDoctorResult>>;
  searchHospitals(query: THospitalSearchQuery): Promise<LookupAnswer<THospitalResult>>;
}

/** Nothing can be asked: the answer every search gets when look-ups are off or a registry cannot be reached. */
export const unavailable = <T>(source: TLookupSource): LookupAnswer<T> => ({ results: [], source, unavailable: true });
