import { z } from "zod";
import { isUsZip, usStateCode } from "./us-address.ts";

/** Organisation (agency): address, the stripe part and the payment part. */
export const ZOrg = z.object({
  id: z.string(),
  name: z.string().nullable(),
  address_one: z.string().nullable(),
  address_two: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      user_type: z.string(),
    }),
  ),
  links: z.array(z.object({ id: z.string(), url: z.string() })),
  stripe: z.object({
    stripe_intent_id: z.string().nullable(),
    number_failed_payment_attempts: z.number().int(),
  }),
  payment: z.object({
    id: z.string(),
    stripe_customer_id: z.string().nullable(),
    temp_promo_code: z.string().nullable(),
  }),
  created_at: z.string(),
});
export type TOrg = z.infer<typeof ZOrg>;

const text = (max: number) => z.string().trim().min(1, "Required").max(max, `Use at most ${max} characters`);

export const ZUpdateOrgRequest = z
  .object({
    name: text(120).optional(),
    address_one: text(200).optional(),
    address_two: z.string().trim().max(200).nullable().optional(),
    city: text(100).optional(),
    /** A US state, DC, territory or military code, or its name: kept as the two-letter code. */
    state: text(50)
      .transform((value, ctx) => {
        const code = usStateCode(value);
        if (!code) ctx.addIssue({ code: "custom", message: "Enter a US state, such as TX or Texas" });
        return code ?? value;
      })
      .optional(),
    zip: text(20).refine(isUsZip, "Enter a 5-digit ZIP code (or ZIP+4, 12345-6789)").optional(),
  })
  .strict();
export type TUpdateOrgRequest = z.infer<typeof ZUpdateOrgRequest>;

export const ZCreateOrgQuery = z
  .object({
    stripeEmail: z.email("Enter a valid email address"),
    specialFirmType: z.string().max(50).optional(),
  })
  .catchall(z.string().max(200));

export const ZOrgParams = z.object({ id: z.uuid("Organisation ids are UUIDs") });
export const ZGetOrgQuery = z.object({ freshStripeData: z.enum(["true", "false"]).optional() }).strict();
