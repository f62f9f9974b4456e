import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the partners our adapters talk to (no network in tests), speaking our adapters' format for
 * each (docs/decisions/034-partner-integrations.md) with each partner's auth:
 * - `/drx`: Connecture DRX, OAuth 2.0 client credentials at `/drx/oauth/token` (HTTP Basic), then Bearer tokens;
 * - `/mc`: MedicareCENTER, `X-API-Key`;
 * - `/bloc`: AgencyBloc, `X-API-Key`, contacts searched by email or phone, created and updated.
 * `failNext(prefix, statuses)` makes the next calls under a prefix answer those statuses (a partner having trouble).
 * `GET /__received` answers what arrived (the end-to-end spec reads it).
 */
export const FAKE_CREDENTIALS = {
  drx: { client_id: "drx-agent-client", client_secret: "drx-client-secret-4821" },
  medicareCenter: { api_key: "mc-live-key-7f3a9c" },
  agencyBloc: { api_key: "bloc-api-key-55e2d1" },
} as const;

export type Received = { partner: "drx" | "mc" | "bloc"; method: string; path: string; body: unknown; headers: Record<string, string> };
export type FakeContact = {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
};

export type FakePartners = {
  url: string;
  received: Received[];
  contacts: FakeContact[];
  tokensIssued: () => number;
  /** The next calls under `prefix` (e.g. "/drx/v1") answer these statuses, in order, with `Retry-After` when given. */
  failNext(prefix: string, statuses: number[], retryAfterS?: number): void;
  /** Tokens already issued stop working (a revoked token). */
  revokeTokens(): void;
  close(): Promise<void>;
};

export async function startFakePartners(port = 0): Promise<FakePartners> {
  const received: Received[] = [];
  const contacts: FakeContact[] = [];
  const tokens = new Set<string>();
  let issued = 0;
  const failures: { prefix: string; status: number; retryAfterS?: number | undefined }[] = [];

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const path = url.pathname;
    if (path === "/__received") return send(res, 200, { received, contacts });

    const failure = failures.findIndex((f) => path.startsWith(f.prefix));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return send(
        res,
        f!.status,
        { error: "partner trouble" },
        f!.retryAfterS !== undefined ? { "retry-after": String(f!.retryAfterS) } : {},
      );
    }
    const json = raw && req.headers["content-type"]?.includes("json") ? (JSON.parse(raw) as unknown) : raw;
    const record = (partner: Received["partner"]) =>
      received.push({
        partner,
        method: req.method ?? "",
        path: `${path}${url.search}`,
        body: json,
        headers: req.headers as Record<string, string>,
      });

    if (path === "/drx/oauth/token" && req.method === "POST") {
      const expected = Buffer.from(`${FAKE_CREDENTIALS.drx.client_id}:${FAKE_CREDENTIALS.drx.client_secret}`).toString("base64");
      if (req.headers.authorization !== `Basic ${expected}` || !raw.includes("grant_type=client_credentials")) {
        return send(res, 401, { error: "invalid_client" });
      }
      const token = randomUUID();
      tokens.add(token);
      issued++;
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: 3600 });
    }
    if (path === "/drx/v1/client-handoffs" && req.method === "POST") {
      const token = req.headers.authorization?.replace(/^Bearer /, "");
      if (!token || !tokens.has(token)) return send(res, 401, { error: "invalid_token" });
      record("drx");
      return send(res, 201, { id: `drx-${received.length}` });
    }
    if (path === "/mc/v1/leads" && req.method === "POST") {
      if (req.headers["x-api-key"] !== FAKE_CREDENTIALS.medicareCenter.api_key) return send(res, 401, { error: "bad key" });
      record("mc");
      return send(res, 201, { id: `mc-${received.length}` });
    }
    if (path.startsWith("/bloc/v1/contacts")) {
      if (req.headers["x-api-key"] !== FAKE_CREDENTIALS.agencyBloc.api_key) return send(res, 401, { error: "bad key" });
      record("bloc");
      const digits = (v: string | null | undefined) => (v ?? "").replace(/\D/g, "");
      if (req.method === "GET") {
        const email = url.searchParams.get("email")?.toLowerCase();
        const phone = url.searchParams.get("phone");
        const found = contacts.filter((c) =>
          email ? c.email?.toLowerCase() === email : phone ? digits(c.phone) === digits(phone) : false,
        );
        return send(res, 200, { contacts: found });
      }
      const body = json as FakeContact;
      if (req.method === "POST") {
        const contact = { ...body, id: `contact-${contacts.length + 1}` };
        contacts.push(contact);
        return send(res, 201, { id: contact.id });
      }
      const id = decodeURIComponent(path.split("/").pop() ?? "");
      const index = contacts.findIndex((c) => c.id === id);
      if (req.method === "PUT" && index >= 0) {
        contacts[index] = { ...contacts[index], ...body, id };
        return send(res, 200, { id });
      }
      return send(res, 404, { error: "no such contact" });
    }
    return send(res, 404, { error: "not found" });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: "fake failed" }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    received,
    contacts,
    tokensIssued: () => issued,
    failNext(prefix, statuses, retryAfterS) {
      for (const status of statuses) failures.push({ prefix, status, retryAfterS });
    },
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
