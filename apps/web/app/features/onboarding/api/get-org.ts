import type { TOrg } from "@planready/contracts/orgs";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const orgKeys = { detail: (id: string) => ["orgs", id] as const };

/** GET /api/orgs/{id}: the signed-in user's organisation (name, address, payment.temp_promo_code). */
export function getOrg(id: string, request?: Request): Promise<TOrg> {
  return api<TOrg>(`/api/orgs/${encodeURIComponent(id)}`, request ? { request } : {});
}

export const orgQueryOptions = (id: string, request?: Request) =>
  queryOptions({ queryKey: orgKeys.detail(id), queryFn: () => getOrg(id, request) });
