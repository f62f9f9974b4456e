import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * The one way the server calls addresses its users typed (webhook endpoints, partners' URLs): defended against
 * server-side request forgery (docs/decisions/033-webhooks-and-public-api.md). Only https (plain http only to this
 * machine, and only where `allowLocalHttp` — never in production); the name is resolved once, every address it
 * resolves to must be public (no private, loopback, link-local, carrier-grade NAT, cloud metadata, IPv6 unique-local
 * or IPv4-mapped ranges), and the connection is made to the address that was checked (the request's `lookup`), so a
 * name that resolves to something else a moment later (DNS rebinding) changes nothing. Redirects are not followed;
 * the whole request has 15 s; at most `maxResponseBytes` of the answer are read.
 */
export type SafeHttpOptions = {
  /** Plain http and loopback addresses allowed (a receiver on this machine); refused by the config in production. */
  allowLocalHttp: boolean;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Resolves a host name to its addresses (tests give their own); the system resolver by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
};

export type SafeHttpResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; durationMs: number };

/** Why a request was not made or got no answer; `message` says it in words a person understands. */
export class OutboundError extends Error {
  readonly reason: "invalid_url" | "scheme" | "address" | "dns" | "timeout" | "connection";
  constructor(reason: OutboundError["reason"], message: string) {
    super(message);
    this.name = "OutboundError";
    this.reason = reason;
  }
}

export type SafeHttpClient = {
  /** Checks an address before it is saved (scheme, form, and that its name resolves to public addresses only). */
  checkUrl(url: string): Promise<URL>;
  post(url: string, init: { headers: Record<string, string>; body: string }): Promise<SafeHttpResponse>;
};

const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked4.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4 (carries an IPv4 address)
  ["fc00::", 7], // unique-local (fd00:ec2::254 is a cloud metadata address)
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked6.addSubnet(net, prefix, "ipv6");
}
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** Whether the server may connect to this address (loopback too when local http is allowed). */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  const family = familyOf(address);
  if (isIP(address) === 0) return false;
  if (allowLoopback && loopback.check(address, family)) return true;
  if (family === "ipv4") return !blocked4.check(address, "ipv4");
  // IPv4-mapped (::ffff:a.b.c.d) is refused whatever it carries; BlockList would match it against IPv4 rules too.
  if (/^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(new URL(`http://[${address}]`).hostname)) return false;
  return !blocked6.check(address, "ipv6");
}

const REFUSED_ADDRESS = "This address points to a private or internal network, which the server does not call.";

export function createSafeHttpClient(options: SafeHttpOptions): SafeHttpClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxResponseBytes ?? 4096;
  const resolve = options.resolve ?? ((hostname: string) => dnsLookup(hostname, { all: true, verbatim: true }));

  function parse(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundError("invalid_url", "This is not a web address (it should start with https://).");
    }
    if (url.username || url.password) throw new OutboundError("invalid_url", "The address must not contain a user name or password.");
    if (url.protocol === "https:") return url;
    if (url.protocol === "http:" && options.allowLocalHttp) return url;
    throw new OutboundError("scheme", "The address must start with https://.");
  }

  /** Every address of the host, all allowed, or the refusal; plain http only to loopback. */
  async function addressesOf(url: URL): Promise<{ address: string; family: number }[]> {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    let found: { address: string; family: number }[];
    if (isIP(host)) found = [{ address: host, family: isIP(host) }];
    else {
      try {
        found = await resolve(host);
      } catch {
        throw new OutboundError("dns", `The name ${host} could not be found.`);
      }
      if (found.length === 0) throw new OutboundError("dns", `The name ${host} could not be found.`);
    }
    const local = options.allowLocalHttp;
    for (const { address } of found) {
      if (!isAllowedAddress(address, local)) throw new OutboundError("address", REFUSED_ADDRESS);
      if (url.protocol === "http:" && !loopback.check(address, familyOf(address))) {
        throw new OutboundError("scheme", "The address must start with https://.");
      }
    }
    return found;
  }

  return {
    async checkUrl(raw) {
      const url = parse(raw);
      await addressesOf(url);
      return url;
    },
    async post(raw, init) {
      const url = parse(raw);
      const addresses = await addressesOf(url);
      const pinned = addresses[0]!;
      // The connection goes to the address checked above, whatever the name resolves to now.
      const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
        if ((lookupOptions as { all?: boolean }).all) {
          (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
        } else callback(null, pinned.address, pinned.family);
      };
      const started = performance.now();
      const transport = url.protocol === "https:" ? https : http;
      return new Promise<SafeHttpResponse>((resolvePromise, reject) => {
        const request = transport.request(
          url,
          {
            method: "POST",
            agent: false,
            lookup,
            headers: { ...init.headers, "content-length": Buffer.byteLength(init.body), "user-agent": "PlanReady-Webhooks/1" },
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            const finish = () => {
              clearTimeout(timer);
              resolvePromise({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).subarray(0, maxBytes).toString("utf8"),
                durationMs: Math.round(performance.now() - started),
              });
            };
            response.on("data", (chunk: Buffer) => {
              chunks.push(chunk);
              size += chunk.length;
              // Enough read: the rest of a large answer is not downloaded.
              if (size >= maxBytes) {
                response.destroy();
                finish();
              }
            });
            response.on("end", finish);
            response.on("error", finish);
          },
        );
        const timer = setTimeout(() => {
          request.destroy(new OutboundError("timeout", `The receiver did not answer within ${Math.round(timeoutMs / 1000)} seconds.`));
        }, timeoutMs);
        request.on("error", (error) => {
          clearTimeout(timer);
          reject(error instanceof OutboundError ? error : new OutboundError("connection", connectionWords(error)));
        });
        request.end(init.body);
      });
    },
  };
}

function connectionWords(error: Error): string {
  const code = (error as { code?: string }).code;
  if (code === "ECONNREFUSED") return "The receiver refused the connection.";
  if (code === "ECONNRESET") return "The receiver closed the connection.";
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT")) return "The receiver's secure connection (TLS certificate) is not valid.";
  return "The receiver could not be reached.";
}

/** A `Retry-After` header (seconds, or an HTTP date) as milliseconds from `now`, or null. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
