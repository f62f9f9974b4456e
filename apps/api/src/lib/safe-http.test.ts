import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSafeHttpClient, isAllowedAddress, OutboundError, retryAfterMs } from "./safe-http.ts";

let server: http.Server;
let port: number;
let hits = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits++;
    if (request.url === "/redirect") {
      response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      return;
    }
    if (request.url === "/big") {
      response.writeHead(200);
      response.end("x".repeat(100_000));
      return;
    }
    if (request.url === "/slow") return; // never answers
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).reason;
};

describe("addresses the server may call", () => {
  it.each([
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "127.0.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
  ])("refuses %s", (address) => {
    expect(isAllowedAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"])("allows the public %s", (address) => {
    expect(isAllowedAddress(address)).toBe(true);
  });

  it("allows loopback only when local http is allowed", () => {
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("::1", true)).toBe(true);
    expect(isAllowedAddress("10.0.0.1", true)).toBe(false);
  });
});

describe("the SSRF-safe client", () => {
  const strict = createSafeHttpClient({ allowLocalHttp: false, resolve: async () => [{ address: "10.0.0.5", family: 4 }] });

  it("refuses plain http, and https to private IPv4 and IPv6 literals", async () => {
    expect(await refusal(strict.post("http://example.com/hook", { headers: {}, body: "{}" }))).toBe("scheme");
    expect(await refusal(strict.post("https://192.168.0.10/hook", { headers: {}, body: "{}" }))).toBe("address");
    expect(await refusal(strict.post("https://[::1]/hook", { headers: {}, body: "{}" }))).toBe("address");
    expect(await refusal(strict.post("https://[fd00:ec2::254]/", { headers: {}, body: "{}" }))).toBe("address");
    expect(await refusal(strict.checkUrl("https://169.254.169.254/latest/meta-data/"))).toBe("address");
    expect(await refusal(strict.checkUrl("https://user:pw@example.com/"))).toBe("invalid_url");
  });

  it("refuses a name that resolves to a private address", async () => {
    expect(await refusal(strict.post("https://hooks.example.com/", { headers: {}, body: "{}" }))).toBe("address");
  });

  it("refuses a name when any of its addresses is private", async () => {
    const mixed = createSafeHttpClient({
      allowLocalHttp: false,
      resolve: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
    });
    expect(await refusal(mixed.checkUrl("https://hooks.example.com/"))).toBe("address");
  });

  it("DNS rebinding: a name that was public when saved and now resolves privately is refused when sending", async () => {
    const answers = [[{ address: "93.184.216.34", family: 4 }], [{ address: "10.0.0.7", family: 4 }]];
    let calls = 0;
    const rebinding = createSafeHttpClient({ allowLocalHttp: false, resolve: async () => answers[Math.min(calls++, 1)]! });
    await expect(rebinding.checkUrl("https://rebind.example.com/")).resolves.toBeInstanceOf(URL);
    expect(await refusal(rebinding.post("https://rebind.example.com/", { headers: {}, body: "{}" }))).toBe("address");
  });

  it("connects to the address it checked (pinned), resolving the name once per request", async () => {
    let calls = 0;
    const local = createSafeHttpClient({
      allowLocalHttp: true,
      resolve: async () => (calls++ === 0 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.0.0.7", family: 4 }]),
    });
    const response = await local.post(`http://receiver.test:${port}/ok`, { headers: {}, body: "{}" });
    expect(response.status).toBe(200);
    expect(response.body).toBe("ok");
    expect(calls).toBe(1);
  });

  it("does not follow redirects (to a metadata address or anywhere)", async () => {
    const local = createSafeHttpClient({ allowLocalHttp: true });
    const before = hits;
    const response = await local.post(`http://127.0.0.1:${port}/redirect`, { headers: {}, body: "{}" });
    expect(response.status).toBe(302);
    expect(hits).toBe(before + 1);
  });

  it("reads at most the response limit", async () => {
    const local = createSafeHttpClient({ allowLocalHttp: true, maxResponseBytes: 1000 });
    const response = await local.post(`http://127.0.0.1:${port}/big`, { headers: {}, body: "{}" });
    expect(response.body.length).toBe(1000);
  });

  it("gives up after its timeout", async () => {
    const local = createSafeHttpClient({ allowLocalHttp: true, timeoutMs: 200 });
    expect(await refusal(local.post(`http://127.0.0.1:${port}/slow`, { headers: {}, body: "{}" }))).toBe("timeout");
  });

  it("plain http even with local http allowed goes to loopback only", async () => {
    const local = createSafeHttpClient({ allowLocalHttp: true, resolve: async () => [{ address: "93.184.216.34", family: 4 }] });
    expect(await refusal(local.checkUrl("http://example.com/"))).toBe("scheme");
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("120")).toBe(120_000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60_000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
