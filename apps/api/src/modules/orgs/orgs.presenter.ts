import type { TOrg } from "@planready/contracts/orgs";
import type { Actor } from "../../core/actor.ts";
import type { OrgRow, PaymentAccountRow } from "./orgs.repository.ts";

/** The organisation as it leaves the server, with the links the reader may see (links.policy.ts). */
export function presentOrg(
  org: OrgRow,
  payment: PaymentAccountRow | undefined,
  members: Pick<Actor, "id" | "email" | "first_name" | "last_name" | "user_type">[],
  links: { id: string; url: string }[],
): TOrg {
  return {
    id: org.id,
    name: org.name,
    address_one: org.address_one,
    address_two: org.address_two,
    city: org.city,
    state: org.state,
    zip: org.zip,
    users: members.map((u) => ({ id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name, user_type: u.user_type })),
    links: links.map((l) => ({ id: l.id, url: l.url })),
    stripe: { stripe_intent_id: org.stripe_intent_id, number_failed_payment_attempts: org.number_failed_payment_attempts },
    payment: {
      id: payment?.id ?? org.id,
      stripe_customer_id: payment?.stripe_customer_id ?? null,
      temp_promo_code: payment?.temp_promo_code ?? null,
    },
    created_at: org.created_at.toISOString(),
  };
}
