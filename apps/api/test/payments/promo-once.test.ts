import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { billingCheckouts } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { openCheckout, paySandbox } from "../helpers/billing.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink } from "../survey/survey-helpers.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
});

const monthly = { surveyType: "medicare", duration: "monthly" } as const;

/** Opens a checkout for a new pending link of the Admin's agency, with a promo code. */
async function checkoutWith(admin: TestUser, code: string) {
  const link = await createLink(t.app, admin, { stripe_plan_duration: "monthly" }, { pending: true });
  return openCheckout(t.app, admin, { link_id: link.id }, monthly, { discountCode: code });
}

const checkState = async (checkoutId: string) =>
  (await t.db.select().from(billingCheckouts).where(eq(billingCheckouts.provider_checkout_id, checkoutId)))[0]!.state;

describe("a first-month-free code (sandbox FREEMONTH) applies once per agency", () => {
  it("takes the first link's month off, then refuses the code for the next link, in the check and at checkout", async () => {
    const admin = await signUp(t.app);
    const first = await checkoutWith(admin, "FREEMONTH");
    expect(first.statusCode, first.body).toBe(201);
    const page = await asUser(t.app, admin, "GET", `/api/sandbox/checkout/${first.json().checkout_id}`);
    expect(page.json()).toMatchObject({ discount_code: "FREEMONTH", amount_due: 0 });
    expect((await paySandbox(t.app, admin, first.json().checkout_id)).json()).toMatchObject({ state: "paid" });

    const problem = expectProblem(await checkoutWith(admin, "freemonth"), 422, "DISCOUNT_CODE_USED");
    expect(problem.detail).toMatch(/once per agency/);
    expectProblem(await asUser(t.app, admin, "GET", "/api/stripe/promoCode/FREEMONTH"), 422, "DISCOUNT_CODE_USED");
    expectProblem(
      await asUser(t.app, admin, "POST", `/api/orgs/${admin.orgId}/promoCode`, { code: "FREEMONTH" }),
      422,
      "DISCOUNT_CODE_USED",
    );

    // Another agency still has its own first month free; a lasting code is not limited.
    const other = await signUp(t.app);
    expect((await checkoutWith(other, "FREEMONTH")).statusCode).toBe(201);
    expect((await checkoutWith(admin, "AGENT25")).statusCode).toBe(201);
    expect((await checkoutWith(admin, "AGENT25")).statusCode).toBe(201);
  });

  it("lets only the newest unpaid checkout hold the code: an earlier one for another link can no longer be paid", async () => {
    const admin = await signUp(t.app);
    const earlier = (await checkoutWith(admin, "FREEMONTH")).json().checkout_id as string;
    const later = (await checkoutWith(admin, "FREEMONTH")).json().checkout_id as string;
    expect(await checkState(earlier)).toBe("expired");
    expect((await paySandbox(t.app, admin, earlier)).json()).not.toMatchObject({ state: "paid" });
    expect((await paySandbox(t.app, admin, later)).json()).toMatchObject({ state: "paid" });
    expectProblem(await checkoutWith(admin, "FREEMONTH"), 422, "DISCOUNT_CODE_USED");
  });

  it("holds under concurrent checkouts: at most one of them is paid with the code", async () => {
    const admin = await signUp(t.app);
    const opened = await Promise.all([1, 2, 3].map(() => checkoutWith(admin, "FREEMONTH")));
    const ids = opened.filter((r) => r.statusCode === 201).map((r) => r.json().checkout_id as string);
    const paid = [];
    for (const id of ids) if ((await paySandbox(t.app, admin, id)).json().state === "paid") paid.push(id);
    expect(paid).toHaveLength(1);
  });
});
