import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form-encoded body the SDK sent (Stripe's API takes application/x-www-form-urlencoded). */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
};

export type FakeCoupon = { id: string; name: string | null; percent_off: number | null; amount_off?: number | null };
export type FakePromotionCode = { id: string; code: string; active: boolean; coupon: FakeCoupon };

export type FakeStripe = {
  /** Base URL for STRIPE_API_BASE / the provider's apiBase. */
  url: string;
  requests: RecordedRequest[];
  promotionCodes: FakePromotionCode[];
  /** Answers the next requests with these errors, one each, before behaving normally again. */
  failNext(...failures: { status: number; shouldRetry?: boolean; type?: string }[]): void;
  close(): Promise<void>;
};

/**
 * A small stand-in for api.stripe.com on 127.0.0.1 (random port), implementing just what the provider calls:
 * POST /v1/customers (idempotent by Idempotency-Key, as Stripe is) and GET /v1/promotion_codes.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const promotionCodes: FakePromotionCode[] = [];
  const failures: { status: number; shouldRetry?: boolean; type?: string }[] = [];
  const customersByKey = new Map<string, object>();
  let customerCount = 0;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${requests.length}`, ...headers });
    res.end(JSON.stringify(body));
  };

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

      if (recorded.method === "POST" && recorded.path === "/v1/customers") {
        const key = String(req.headers["idempotency-key"] ?? `no-key-${customerCount}`);
        let customer = customersByKey.get(key);
        if (!customer) {
          customerCount += 1;
          const metadata: Record<string, string> = {};
          for (const [name, value] of recorded.form) {
            const match = /^metadata\[(.+)\]$/.exec(name);
            if (match) metadata[match[1]!] = value;
          }
          customer = { id: `cus_fake_${customerCount}`, object: "customer", email: recorded.form.get("email"), metadata };
          customersByKey.set(key, customer);
        }
        return send(res, 200, customer);
      }

      if (recorded.method === "GET" && recorded.path === "/v1/promotion_codes") {
        const code = url.searchParams.get("code")?.toLowerCase();
        const active = url.searchParams.get("active");
        const limit = Number(url.searchParams.get("limit") ?? 10);
        // Stripe takes arrays as expand[0]=…, expand[1]=… (and expand[]=…).
        const expand = [...url.searchParams].filter(([name]) => /^expand\[\d*\]$/.test(name)).map(([, value]) => value);
        const expandCoupon = expand.includes("data.promotion.coupon");
        const data = promotionCodes
          .filter((p) => (code === undefined || p.code.toLowerCase() === code) && (active === null || String(p.active) === active))
          .slice(0, limit)
          .map((p) => ({
            id: p.id,
            object: "promotion_code",
            code: p.code,
            active: p.active,
            promotion: { type: "coupon", coupon: expandCoupon ? { object: "coupon", ...p.coupon } : p.coupon.id },
          }));
        return send(res, 200, { object: "list", data, has_more: false, url: "/v1/promotion_codes" });
      }

      return send(res, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${recorded.method}: ${recorded.path})` },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
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
