import type { ZPaymentMethodResponse } from "@planready/contracts/billing/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

export type TPaymentMethodResponse = z.infer<typeof ZPaymentMethodResponse>;
export type TPaymentMethod = NonNullable<TPaymentMethodResponse["payment_method"]>;

/** GET /api/stripe/payment-method/{orgId}: the card the organisation's subscriptions renew on (null: none yet). */
export function getPaymentMethod(orgId: string): Promise<TPaymentMethodResponse> {
  return api(`/api/stripe/payment-method/${encodeURIComponent(orgId)}`);
}

export function usePaymentMethod(orgId: string) {
  return useQuery(queryOptions({ queryKey: billingKeys.paymentMethod(orgId), queryFn: () => getPaymentMethod(orgId) }));
}
