import type { TDoctorResult, TDrugResult, THospitalResult, TPharmacyResult } from "@planready/contracts/lookups";
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

export function searchLookup<K extends TLookupKind>(kind: K, q: string, params: TLookupParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ q });
  if (params.zip && /^\d{5}$/.test(params.zip)) query.set("zip", params.zip);
  if (params.state && /^[A-Za-z]{2}$/.test(params.state)) query.set("state", params.state);
  return api<{ results: TLookupResults[K][] }>(`/api/lookups/${kind}?${query.toString()}`, signal ? { signal } : {}).then(
    (answer) => answer.results,
  );
}

/**
 * The query of one search. The signal is handed to fetch, so a search the client typed past is aborted. One quick
 * retry only: when the look-up is down the client keeps what they typed instead of waiting.
 */
export function lookupQueryOptions<K extends TLookupKind>(kind: K, q: string, params: TLookupParams) {
  return queryOptions({
    queryKey: lookupKeys.search(kind, q, params),
    queryFn: ({ signal }) => searchLookup(kind, q, params, signal),
    staleTime: 60 * 60 * 1000,
    retry: 1,
    retryDelay: 500,
  });
}
