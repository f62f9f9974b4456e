import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmsSendError } from "./sms-sender.ts";
import { createTwilioSms } from "./twilio-sms.ts";

/** A stand-in for Twilio's Messages API: records each request and answers what the test queued. */
type Seen = { method: string; path: string; authorization: string | undefined; contentType: string | undefined; form: URLSearchParams };
const seen: Seen[] = [];
let answers: Array<{ status: number; body: unknown }> = [];
let server: Server;
let base: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      form: new URLSearchParams(await readBody(request)),
    });
    const answer = answers.shift() ?? { status: 201, body: { sid: "SM00000000000000000000000000000001", status: "queued" } };
    response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SID = "AC0123456789abcdef0123456789abcdef";
const twilio = () =>
  createTwilioSms({
    accountSid: SID,
    authToken: "secret-token",
    from: "+15550100100",
    apiBase: base,
    timeoutMs: 2000,
    statusCallbackUrl: null,
  });

describe("the Twilio adapter", () => {
  it("posts the message form-encoded to the account's Messages resource with basic auth, and returns Twilio's sid", async () => {
    seen.length = 0;
    const sent = await twilio().send({ orgId: "org", to: "+15552010000", body: "Hola — your survey" });
    expect(sent).toEqual({ providerMessageId: "SM00000000000000000000000000000001", from: "+15550100100" });
    const [request] = seen;
    expect(request).toMatchObject({ method: "POST", path: `/2010-04-01/Accounts/${SID}/Messages.json` });
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${SID}:secret-token`).toString("base64")}`);
    expect(request!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.form)).toEqual({ To: "+15552010000", Body: "Hola — your survey", From: "+15550100100" });
  });

  it("sends from a messaging service as MessagingServiceSid, and honours a sender given per message", async () => {
    seen.length = 0;
    const service = "MG0123456789abcdef0123456789abcdef";
    expect((await twilio().send({ orgId: "org", to: "+15552010000", body: "x", from: service })).from).toBe(service);
    expect(Object.fromEntries(seen[0]!.form)).toEqual({ To: "+15552010000", Body: "x", MessagingServiceSid: service });
  });

  it("asks Twilio for delivery reports when it has an address for them", async () => {
    seen.length = 0;
    const reporting = createTwilioSms({
      accountSid: SID,
      authToken: "t",
      from: "+15550100100",
      apiBase: base,
      timeoutMs: 2000,
      statusCallbackUrl: "https://app.example.com/api/sms/status",
    });
    await reporting.send({ orgId: "org", to: "+15552010000", body: "x" });
    expect(seen[0]!.form.get("StatusCallback")).toBe("https://app.example.com/api/sms/status");
  });

  it("says whether a refusal is permanent: an opted-out or invalid number is, a rate limit or an outage is not", async () => {
    const cases: Array<[number, unknown, boolean, string | null]> = [
      [400, { code: 21610, message: "Attempt to send to unsubscribed recipient", status: 400 }, true, "21610"],
      [400, { code: 21211, message: "The 'To' number +15552010000 is not a valid phone number.", status: 400 }, true, "21211"],
      [429, { code: 20429, message: "Too Many Requests", status: 429 }, false, "20429"],
      [503, { message: "Service unavailable" }, false, null],
      [401, { code: 20003, message: "Authenticate", status: 401 }, false, "20003"],
    ];
    for (const [status, body, permanent, code] of cases) {
      answers = [{ status, body }];
      const error = await twilio()
        .send({ orgId: "org", to: "+15552010000", body: "x" })
        .catch((e: unknown) => e);
      expect(error, JSON.stringify(body)).toBeInstanceOf(SmsSendError);
      expect([(error as SmsSendError).permanent, (error as SmsSendError).providerCode]).toEqual([permanent, code]);
      expect((error as SmsSendError).message).not.toContain("secret-token");
      expect((error as SmsSendError).message).not.toMatch(/5552010000/);
    }
  });

  it("reports an unreachable Twilio as a passing failure", async () => {
    const unreachable = createTwilioSms({
      accountSid: SID,
      authToken: "t",
      from: "+15550100100",
      apiBase: "http://127.0.0.1:1",
      timeoutMs: 2000,
      statusCallbackUrl: null,
    });
    const error = await unreachable.send({ orgId: "org", to: "+15552010000", body: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).permanent).toBe(false);
  });
});
