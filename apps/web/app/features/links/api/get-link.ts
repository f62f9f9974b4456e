import type { TLink } from "@planready/contracts/links";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { linkKeys } from "./link-keys";

/** GET /api/links/{id}: one link of the agency with its stakeholders and deliveries. */
export function getLink(id: string, request?: Request): Promise<TLink> {
  return api<TLink>(`/api/links/${encodeURIComponent(id)}`, request ? { request } : {});
}

export const linkQueryOptions = (id: string, request?: Request) =>
  queryOptions({ queryKey: linkKeys.detail(id), queryFn: () => getLink(id, request) });
