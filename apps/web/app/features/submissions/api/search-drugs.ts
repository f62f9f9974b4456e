import type { TDrugResult } from "@planready/contracts/lookups";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/lookups/drugs?q=: drug names with their RxCUI, to filter submissions by a prescription. */
export const drugSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["submissions", "drug-search", q] as const,
    queryFn: ({ signal }) =>
      api<{ results: TDrugResult[] }>(`/api/lookups/drugs?${new URLSearchParams({ q })}`, { signal }).then((a) => a.results),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
