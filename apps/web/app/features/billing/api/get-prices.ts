import type { ZPlanPricesResponse } from "@planready/contracts/billing/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

export type TPlanPrices = z.infer<typeof ZPlanPricesResponse>;

/** GET /api/stripe/prices: the provider's catalogue (one price per plan) and whether it is the sandbox. */
export function getPrices(request?: Request): Promise<TPlanPrices> {
  return api<TPlanPrices>("/api/stripe/prices", request ? { request } : {});
}

export const pricesQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: billingKeys.prices(), queryFn: () => getPrices(request), staleTime: 5 * 60 * 1000 });

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
