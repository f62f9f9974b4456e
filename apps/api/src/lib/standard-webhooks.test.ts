import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook, webhookHeaders } from "./standard-webhooks.ts";

// The test vector of the Standard Webhooks reference libraries (libraries/javascript/src/webhook.test.ts and
// libraries/python/tests/test_webhooks.py in github.com/standard-webhooks/standard-webhooks).
const key = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const msgId = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const timestamp = 1614265330;
const payload = '{"test": 2432232314}';
const expected = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";

describe("Standard Webhooks signatures", () => {
  it("signs the reference vector exactly", () => {
    expect(signWebhook(key, msgId, timestamp, payload)).toBe(expected);
  });

  it("signs the same with or without the whsec_ prefix", () => {
    expect(signWebhook(key.slice(6), msgId, timestamp, payload)).toBe(expected);
  });

  it("verifies its own headers and refuses a changed body, id or an old timestamp", () => {
    const headers = webhookHeaders([key], msgId, timestamp, payload);
    const given = { id: headers["webhook-id"], timestamp: headers["webhook-timestamp"], signature: headers["webhook-signature"] };
    expect(verifyWebhook(key, given, payload, timestamp)).toBe(true);
    expect(verifyWebhook(key, given, payload.replace("2", "3"), timestamp)).toBe(false);
    expect(verifyWebhook(key, { ...given, id: "msg_other" }, payload, timestamp)).toBe(false);
    expect(verifyWebhook(key, given, payload, timestamp + 301)).toBe(false);
  });

  it("refuses the reference libraries' invalid and partial signatures", () => {
    const base = { id: msgId, timestamp: String(timestamp) };
    expect(verifyWebhook(key, { ...base, signature: "v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=" }, payload, timestamp)).toBe(false);
    expect(verifyWebhook(key, { ...base, signature: "v1," }, payload, timestamp)).toBe(false);
    expect(verifyWebhook(key, { ...base, signature: expected.replace("v1", "v2") }, payload, timestamp)).toBe(false);
  });

  it("during a rotation signs with both secrets, and a receiver with either verifies", () => {
    const next = "whsec_" + Buffer.from("another secret of 24 bytes!!").toString("base64");
    const headers = webhookHeaders([next, key], msgId, timestamp, payload);
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const secret of [key, next]) {
      expect(
        verifyWebhook(secret, { id: msgId, timestamp: String(timestamp), signature: headers["webhook-signature"]! }, payload, timestamp),
      ).toBe(true);
    }
  });
});
