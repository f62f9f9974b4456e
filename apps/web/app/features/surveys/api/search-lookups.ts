import type { TDoctorResult, TDrugResult, THospitalResult, TPharmacyResult, TZipLookupResponse } from "@planready/contracts/lookups";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/lookups/{kind}: directory searches for the survey's list screens (public, cached an hour). */
export type TLookupResults = {
  drugs: TDrugResult;
  pharmacies: TPharmacyResult;
  doctors: TDoctorResult;
  hospitals: THospitalResult;
};
export type TLookupKind = keyof TLookupResults;
/** Narrowing of a search: ZIP (nearest first) or state. Blank values are left out. */
export type TLookupParams = { zip?: string | null | undefined; state?: string | null | undefined };

export const lookupKeys = {
  all: ["lookups"] as const,
  search: (kind: TLookupKind, q: string, params: TLookupParams) => ["lookups", kind, q, params.zip ?? null, params.state ?? null] as const,
};

/**
 * One search's answer: the registry's results, or `unavailable` when the registry could not be asked (the client
 * then types what they know, kept as not checked).
 */
export type TLookupAnswer<K extends TLookupKind> = { results: TLookupResults[K][]; unavailable: boolean };

export function searchLookup<K extends TLookupKind>(kind: K, q: string, params: TLookupParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ q });
  if (params.zip && /^\d{5}$/.test(params.zip)) query.set("zip", params.zip);
  // Pharmacies are searched by name and ZIP code only.
  if (kind !== "pharmacies" && params.state && /^[A-Za-z]{2}$/.test(params.state)) query.set("state", params.state);
  return api<{ results: TLookupResults[K][]; unavailable?: boolean }>(
    `/api/lookups/${kind}?${query.toString()}`,
    signal ? { signal } : {},
  ).then((answer): TLookupAnswer<K> => ({ results: answer.results, unavailable: answer.unavailable === true }));
}

/**
 * The query of one search. The signal is handed to fetch, so a search the client typed past is aborted. One quick
 * retry only: when the look-up is down the client keeps what they typed instead of waiting.
 */
export function lookupQueryOptions<K extends TLookupKind>(kind: K, q: string, params: TLookupParams) {
  return queryOptions({
    queryKey: lookupKeys.search(kind, q, params),
    queryFn: ({ signal }) => searchLookup(kind, q, params, signal),
    // A "not available" answer is asked again on the next search; a registry answer is kept an hour.
    staleTime: (query) => (query.state.data?.unavailable ? 0 : 60 * 60 * 1000),
    retry: 1,
    retryDelay: 500,
  });
}

/** GET /api/lookups/zip/{zip}: the city, state and county of a ZIP code (place: null when unknown). */
export function zipPlaceQueryOptions(zip: string) {
  return queryOptions({
    queryKey: ["lookups", "zip", zip] as const,
    queryFn: ({ signal }) =>
      api<TZipLookupResponse>(`/api/lookups/zip/${encodeURIComponent(zip)}`, { signal }).then((answer) => answer.place),
    staleTime: Infinity,
    retry: 1,
    retryDelay: 500,
  });
}
