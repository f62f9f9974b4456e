import { allPlans, planKey } from "@planready/contracts/billing/plans";

/** What the fake Stripe holds, as plain Stripe-shaped objects the tests can read and change. */
export type FakeCard = { brand: string; last4: string; exp_month: number; exp_year: number };
export type FakePaymentMethod = { id: string; object: "payment_method"; customer: string; card: FakeCard; declines: boolean };
export type FakeCustomer = {
  id: string;
  object: "customer";
  email: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
};
export type FakePrice = {
  id: string;
  object: "price";
  lookup_key: string | null;
  unit_amount: number;
  currency: string;
  active: boolean;
  recurring: { interval: "month" | "year"; interval_count: number };
  product: string;
};
export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: "subscription" | "setup";
  customer: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  subscription: string | null;
  setup_intent: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  /** What was asked for (not Stripe fields): the price, the promotion code, the subscription's metadata. */
  requested: { price: string | null; promotion_code: string | null; subscription_metadata: Record<string, string> };
};
export type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  created: number;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  price: FakePrice;
  current_period_end: number;
  promotion: { id: string; code: string } | null;
};
export type FakeInvoice = {
  id: string;
  object: "invoice";
  number: string;
  customer: string;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  amount_due: number;
  amount_paid: number;
  currency: string;
  attempt_count: number;
  created: number;
  description: string | null;
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: { object: "list"; data: { description: string }[] };
  parent: { type: "subscription_details"; subscription_details: { subscription: string | null } } | null;
};

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

export type FakeStripeState = ReturnType<typeof fakeStripeState>;

export function fakeStripeState() {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake_${++counter}`;
  const customers = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const prices: FakePrice[] = [];
  const sessions = new Map<string, FakeSession>();
  const sessionsByKey = new Map<string, FakeSession>();
  const setupIntents = new Map<string, { id: string; object: "setup_intent"; payment_method: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  let customerCount = 0;

  function addCustomer(input: { email: string | null; metadata: Record<string, string> }): FakeCustomer {
    const customer: FakeCustomer = {
      id: `cus_fake_${++customerCount}`,
      object: "customer",
      ...input,
      invoice_settings: { default_payment_method: null },
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function addPrice(lookupKey: string | null, unitAmount: number, interval: "month" | "year"): FakePrice {
    const price: FakePrice = {
      id: next("price"),
      object: "price",
      lookup_key: lookupKey,
      unit_amount: unitAmount,
      currency: "usd",
      active: true,
      recurring: { interval, interval_count: 1 },
      product: next("prod"),
    };
    prices.push(price);
    return price;
  }

  /** A price for every plan, by lookup key `planready_<plan key>`. */
  function addPlanPrices(): FakePrice[] {
    return allPlans.map((plan) => {
      const key = planKey(plan);
      const yearly = plan.legacy || plan.duration === "annual";
      return addPrice(`planready_${key}`, yearly ? 30000 : 3000, yearly ? "year" : "month");
    });
  }

  function addPaymentMethod(customer: string, options: { last4?: string; declines?: boolean } = {}): FakePaymentMethod {
    const pm: FakePaymentMethod = {
      id: next("pm"),
      object: "payment_method",
      customer,
      card: { brand: "visa", last4: options.last4 ?? "4242", exp_month: 12, exp_year: 2034 },
      declines: options.declines ?? false,
    };
    paymentMethods.set(pm.id, pm);
    return pm;
  }

  function createSession(
    body: Record<string, unknown>,
    idempotencyKey: string,
    findPromotion: (id: string) => { id: string; code: string } | undefined,
  ) {
    const known = idempotencyKey ? sessionsByKey.get(idempotencyKey) : undefined;
    if (known) return known;
    const id = next("cs");
    const lineItems = (body.line_items ?? []) as { price?: string }[];
    const discounts = (body.discounts ?? []) as { promotion_code?: string }[];
    const promotionId = discounts[0]?.promotion_code ?? null;
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: body.mode === "setup" ? "setup" : "subscription",
      customer: (body.customer as string) ?? null,
      status: "open",
      payment_status: "unpaid",
      subscription: null,
      setup_intent: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      client_reference_id: (body.client_reference_id as string) ?? null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      requested: {
        price: lineItems[0]?.price ?? null,
        promotion_code: promotionId ? (findPromotion(promotionId)?.code ?? promotionId) : null,
        subscription_metadata: (body.subscription_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {},
      },
    };
    sessions.set(id, session);
    if (idempotencyKey) sessionsByKey.set(idempotencyKey, session);
    return session;
  }

  function expandSession(session: FakeSession, expand: string[]) {
    const { requested: _requested, ...wire } = session;
    if (expand.includes("setup_intent") && session.setup_intent) return { ...wire, setup_intent: setupIntents.get(session.setup_intent) };
    return wire;
  }

  function expandCustomer(customer: FakeCustomer, expand: string[]) {
    const pm = customer.invoice_settings.default_payment_method;
    if (expand.includes("invoice_settings.default_payment_method") && pm) {
      return { ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: paymentMethods.get(pm) ?? pm } };
    }
    return customer;
  }

  function expandSubscription(subscription: FakeSubscription, expand: string[]) {
    const { price, current_period_end, promotion, ...wire } = subscription;
    const discount = promotion
      ? expand.includes("discounts.promotion_code")
        ? { id: `di_${subscription.id}`, object: "discount", promotion_code: { object: "promotion_code", ...promotion } }
        : `di_${subscription.id}`
      : null;
    return {
      ...wire,
      discounts: discount ? [discount] : [],
      items: { object: "list", data: [{ id: `si_${subscription.id}`, object: "subscription_item", price, current_period_end }] },
    };
  }

  function addInvoice(input: {
    customer: string;
    subscription: string | null;
    status: FakeInvoice["status"];
    amount: number;
    attempt_count: number;
  }): FakeInvoice {
    const id = next("in");
    const invoice: FakeInvoice = {
      id,
      object: "invoice",
      number: `FAKE-${String(invoices.size + 1).padStart(4, "0")}`,
      customer: input.customer,
      status: input.status,
      amount_due: input.amount,
      amount_paid: input.status === "paid" ? input.amount : 0,
      currency: "usd",
      attempt_count: input.attempt_count,
      created: now() + invoices.size,
      description: null,
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
      lines: { object: "list", data: [{ description: "1 × Survey link" }] },
      parent: { type: "subscription_details", subscription_details: { subscription: input.subscription } },
    };
    invoices.set(id, invoice);
    return invoice;
  }

  /**
   * The customer paying on Stripe's checkout page: a subscription with its first paid invoice (subscription mode),
   * or the new card saved (setup mode).
   */
  function completeCheckout(sessionId: string, options: { last4?: string; declines?: boolean } = {}) {
    const session = sessions.get(sessionId);
    if (!session?.customer) throw new Error(`no open session ${sessionId}`);
    const pm = addPaymentMethod(session.customer, options);
    if (session.mode === "setup") {
      const intent = { id: next("seti"), object: "setup_intent" as const, payment_method: pm.id };
      setupIntents.set(intent.id, intent);
      Object.assign(session, { status: "complete", payment_status: "no_payment_required", setup_intent: intent.id });
      return { session, paymentMethod: pm, subscription: null, invoice: null };
    }
    const price = prices.find((p) => p.id === session.requested.price);
    if (!price) throw new Error(`the session's price ${session.requested.price} is not in the fake catalogue`);
    const subscription: FakeSubscription = {
      id: next("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      cancel_at_period_end: false,
      ended_at: null,
      created: now(),
      metadata: session.requested.subscription_metadata,
      default_payment_method: pm.id,
      price,
      current_period_end: now() + (price.recurring.interval === "year" ? 365 : 30) * DAY,
      promotion: session.requested.promotion_code ? { id: "promo_applied", code: session.requested.promotion_code } : null,
    };
    subscriptions.set(subscription.id, subscription);
    const invoice = addInvoice({
      customer: session.customer,
      subscription: subscription.id,
      status: "paid",
      amount: price.unit_amount,
      attempt_count: 1,
    });
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
    return { session, paymentMethod: pm, subscription, invoice };
  }

  /** An automatic renewal attempt: the open invoice of the subscription tried once more, or a new one. */
  function renew(subscriptionId: string, outcome: "failed" | "succeeded"): FakeInvoice {
    const subscription = subscriptions.get(subscriptionId)!;
    const invoice =
      [...invoices.values()].find((i) => i.parent?.subscription_details.subscription === subscriptionId && i.status === "open") ??
      addInvoice({
        customer: subscription.customer,
        subscription: subscriptionId,
        status: "open",
        amount: subscription.price.unit_amount,
        attempt_count: 0,
      });
    invoice.attempt_count += 1;
    if (outcome === "succeeded") {
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due });
      subscription.status = "active";
      subscription.current_period_end += (subscription.price.recurring.interval === "year" ? 365 : 30) * DAY;
    } else {
      subscription.status = "past_due";
    }
    return invoice;
  }

  /** POST /v1/invoices/{id}/pay: with the customer's (or subscription's) default card. */
  function payInvoice(invoice: FakeInvoice): "paid" | "declined" | "not_open" {
    if (invoice.status !== "open") return "not_open";
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const pmId =
      customers.get(invoice.customer)?.invoice_settings.default_payment_method ??
      (subscriptionId ? subscriptions.get(subscriptionId)?.default_payment_method : null);
    const pm = pmId ? paymentMethods.get(pmId) : undefined;
    if (!pm || pm.declines) return "declined";
    Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due });
    if (subscriptionId) subscriptions.get(subscriptionId)!.status = "active";
    return "paid";
  }

  /** An event as Stripe would post it (the payload a webhook signs). */
  function event(type: string, object: { id: string; object: string; [key: string]: unknown }, id = next("evt")): string {
    return JSON.stringify({
      id,
      object: "event",
      api_version: "2026-10-28.endive",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  return {
    customers,
    paymentMethods,
    prices,
    sessions,
    subscriptions,
    invoices,
    addCustomer,
    addPrice,
    addPlanPrices,
    addPaymentMethod,
    createSession,
    expandSession,
    expandCustomer,
    expandSubscription,
    addInvoice,
    completeCheckout,
    renew,
    payInvoice,
    event,
  };
}
