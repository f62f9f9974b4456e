import type { TInvoice } from "@planready/contracts/billing/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

/** GET /api/stripe/invoices/{orgId}: the organisation's invoices, newest first, with receipt and PDF addresses. */
export function getInvoices(orgId: string): Promise<{ invoices: TInvoice[] }> {
  return api(`/api/stripe/invoices/${encodeURIComponent(orgId)}`);
}

/** `enabled`: only the agency's Admins may read billing (contracts permissions org:billing). */
export function useInvoices(orgId: string, enabled = true) {
  return useQuery(
    queryOptions({ queryKey: billingKeys.invoices(orgId), queryFn: () => getInvoices(orgId), enabled: enabled && orgId !== "" }),
  );
}
