import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeStripeState, type FakeStripeState } from "./fake-stripe-state.ts";

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form-encoded body the SDK sent (Stripe's API takes application/x-www-form-urlencoded). */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
};

export type FakeCoupon = {
  id: string;
  name: string | null;
  percent_off: number | null;
  amount_off?: number | null;
  duration?: "once" | "repeating" | "forever";
};
export type FakePromotionCode = {
  id: string;
  code: string;
  active: boolean;
  coupon: FakeCoupon;
  restrictions?: { first_time_transaction: boolean };
};

export type FakeStripe = FakeStripeState & {
  /** Base URL for STRIPE_API_BASE / the provider's apiBase. */
  url: string;
  requests: RecordedRequest[];
  promotionCodes: FakePromotionCode[];
  /** Answers the next requests with these errors, one each, before behaving normally again. */
  failNext(...failures: { status: number; shouldRetry?: boolean; type?: string }[]): void;
  close(): Promise<void>;
};

/**
 * Stripe's form encoding read back into objects: `a[b][0][c]=v` → `{ a: { b: [{ c: "v" }] } }` (what the SDK
 * sends for nested parameters: metadata, line_items, discounts, expand…).
 */
export function parseStripeForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form) {
    const keys = name.split(/\[|\]\[|\]/).filter((k, i) => k !== "" || i === 0);
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const container = node as Record<string, unknown>;
      const slot = key === "" ? String((node as unknown[]).length) : key;
      if (last) {
        container[slot] = value;
      } else {
        container[slot] ??= /^\d*$/.test(keys[i + 1]!) ? [] : {};
        node = container[slot] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/**
 * A small stand-in for api.stripe.com on 127.0.0.1 (random port), implementing what the provider calls: customers
 * (create idempotently by Idempotency-Key, retrieve, update, list payment methods), promotion codes, prices by
 * lookup key, Checkout Sessions (create, retrieve, expire), subscriptions (retrieve, list, update) and invoices
 * (retrieve, list, pay). Its state (fake-stripe-state.ts) is what tests drive: completing a checkout, failing an
 * invoice, building signed events.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const promotionCodes: FakePromotionCode[] = [];
  const failures: { status: number; shouldRetry?: boolean; type?: string }[] = [];
  const customersByKey = new Map<string, object>();
  const state = fakeStripeState();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${requests.length}`, ...headers });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake-stripe");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
        headers: req.headers,
      };
      requests.push(recorded);

      const failure = failures.shift();
      if (failure) {
        const headers: Record<string, string> =
          failure.shouldRetry === undefined ? {} : { "stripe-should-retry": String(failure.shouldRetry) };
        return send(res, failure.status, { error: { type: failure.type ?? "api_error", message: "Injected failure" } }, headers);
      }

      const { method, path } = recorded;
      const body = parseStripeForm(recorded.form);
      const query = parseStripeForm(url.searchParams);
      const expand = [...((query.expand ?? body.expand ?? []) as string[])];
      const segment = (i: number) => decodeURIComponent(path.split("/")[i] ?? "");

      if (method === "POST" && path === "/v1/customers") {
        const key = String(req.headers["idempotency-key"] ?? `no-key-${state.customers.size}`);
        let customer = customersByKey.get(key);
        if (!customer) {
          customer = state.addCustomer({ email: recorded.form.get("email"), metadata: (body.metadata ?? {}) as Record<string, string> });
          customersByKey.set(key, customer);
        }
        return send(res, 200, customer);
      }
      if (/^\/v1\/customers\/[^/]+$/.test(path)) {
        const customer = state.customers.get(segment(3));
        if (!customer) return missing(res, "customer");
        if (method === "POST") Object.assign(customer.invoice_settings, body.invoice_settings ?? {});
        return send(res, 200, state.expandCustomer(customer, expand));
      }
      if (method === "GET" && /^\/v1\/customers\/[^/]+\/payment_methods$/.test(path)) {
        const data = [...state.paymentMethods.values()].filter((pm) => pm.customer === segment(3));
        return send(res, 200, { object: "list", data: data.slice(0, Number(query.limit ?? 10)), has_more: false, url: path });
      }

      if (method === "GET" && path === "/v1/promotion_codes") {
        const code = url.searchParams.get("code")?.toLowerCase();
        const active = url.searchParams.get("active");
        const limit = Number(url.searchParams.get("limit") ?? 10);
        const expandCoupon = expand.includes("data.promotion.coupon");
        const data = promotionCodes
          .filter((p) => (code === undefined || p.code.toLowerCase() === code) && (active === null || String(p.active) === active))
          .slice(0, limit)
          .map((p) => ({
            id: p.id,
            object: "promotion_code",
            code: p.code,
            active: p.active,
            promotion: {
              type: "coupon",
              coupon: expandCoupon ? { object: "coupon", duration: "forever", ...p.coupon } : p.coupon.id,
            },
            restrictions: { first_time_transaction: false, ...p.restrictions },
          }));
        return send(res, 200, { object: "list", data, has_more: false, url: "/v1/promotion_codes" });
      }

      if (method === "GET" && path === "/v1/prices") {
        const keys = (query.lookup_keys ?? []) as string[];
        const data = state.prices.filter(
          (p) => keys.includes(p.lookup_key ?? "") && (query.active === undefined || String(p.active) === query.active),
        );
        return send(res, 200, { object: "list", data, has_more: false, url: path });
      }

      if (method === "POST" && path === "/v1/checkout/sessions") {
        const key = String(req.headers["idempotency-key"] ?? "");
        return send(
          res,
          200,
          state.createSession(body, key, (id) => promotionCodes.find((p) => p.id === id)),
        );
      }
      if (/^\/v1\/checkout\/sessions\/[^/]+(\/expire)?$/.test(path)) {
        const session = state.sessions.get(segment(4));
        if (!session) return missing(res, "checkout session");
        if (path.endsWith("/expire")) {
          if (session.status !== "open") {
            return send(res, 400, { error: { type: "invalid_request_error", message: "Only open sessions can be expired." } });
          }
          session.status = "expired";
        }
        return send(res, 200, state.expandSession(session, expand));
      }

      if (method === "GET" && path === "/v1/subscriptions") {
        const data = [...state.subscriptions.values()]
          .filter((s) => s.customer === query.customer && (query.status === "all" || s.status === (query.status ?? "active")))
          .map((s) =>
            state.expandSubscription(
              s,
              expand.map((e) => e.replace(/^data\./, "")),
            ),
          );
        return send(res, 200, { object: "list", data, has_more: false, url: path });
      }
      if (/^\/v1\/subscriptions\/[^/]+$/.test(path)) {
        const subscription = state.subscriptions.get(segment(3));
        if (!subscription) return missing(res, "subscription");
        if (method === "POST") {
          if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
          if (body.default_payment_method !== undefined) subscription.default_payment_method = body.default_payment_method as string;
        }
        return send(res, 200, state.expandSubscription(subscription, expand));
      }

      if (method === "GET" && path === "/v1/invoices") {
        const data = [...state.invoices.values()]
          .filter((i) => i.customer === query.customer && (query.status === undefined || i.status === query.status))
          .toSorted((a, b) => b.created - a.created)
          .slice(0, Number(query.limit ?? 10));
        return send(res, 200, { object: "list", data, has_more: false, url: path });
      }
      if (/^\/v1\/invoices\/[^/]+(\/pay)?$/.test(path)) {
        const invoice = state.invoices.get(segment(3));
        if (!invoice) return missing(res, "invoice");
        if (path.endsWith("/pay")) {
          const outcome = state.payInvoice(invoice);
          if (outcome === "not_open") {
            return send(res, 400, { error: { type: "invalid_request_error", message: "Invoice is already paid" } });
          }
          if (outcome === "declined") {
            return send(res, 402, { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } });
          }
        }
        return send(res, 200, invoice);
      }

      return send(res, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${recorded.method}: ${recorded.path})` },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    url: `http://127.0.0.1:${port}`,
    requests,
    promotionCodes,
    failNext: (...next) => void failures.push(...next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
