import { describe, expect, it } from "vitest";
import { createSecretBox, secretBoxKey, secretHint } from "./secret-box.ts";

const key = secretBoxKey({ INTEGRATIONS_SECRET_KEY: "11".repeat(32), SESSION_SECRET: "x".repeat(40) });

describe("secret box (AES-256-GCM)", () => {
  it("opens what it sealed, and the box does not contain the secret", () => {
    const box = createSecretBox(key);
    const sealed = box.seal('{"api_key":"live-key-123456"}', "user:agency_bloc");
    expect(sealed).not.toContain("live-key");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(box.open(sealed, "user:agency_bloc")).toBe('{"api_key":"live-key-123456"}');
    expect(box.seal("same", "c")).not.toBe(box.seal("same", "c"));
  });

  it("refuses a box moved to another row, changed, or sealed under another key", () => {
    const box = createSecretBox(key);
    const sealed = box.seal("secret", "user-a:agency_bloc");
    expect(() => box.open(sealed, "user-b:agency_bloc")).toThrow();
    const parts = sealed.split(".");
    parts[2] = Buffer.from("tampered").toString("base64url");
    expect(() => box.open(parts.join("."), "user-a:agency_bloc")).toThrow();
    const other = createSecretBox(secretBoxKey({ SESSION_SECRET: "y".repeat(40) }));
    expect(() => other.open(sealed, "user-a:agency_bloc")).toThrow();
  });

  it("refuses a box whose tag was cut short", () => {
    const box = createSecretBox(key);
    const sealed = box.seal("secret", "ctx");
    expect(box.open(sealed, "ctx")).toBe("secret");
    const parts = sealed.split(".");
    const shortTag = Buffer.from(parts[3]!, "base64url").subarray(0, 12).toString("base64url");
    expect(() => box.open([parts[0], parts[1], parts[2], shortTag].join("."), "ctx")).toThrow();
  });

  it("derives a key from the session secret when none is configured, and shows only the last 4 characters", () => {
    expect(secretBoxKey({ SESSION_SECRET: "z".repeat(40) })).toHaveLength(32);
    expect(() => secretBoxKey({ INTEGRATIONS_SECRET_KEY: "short", SESSION_SECRET: "z".repeat(40) })).toThrow();
    expect(secretHint("live-key-123456")).toBe("••••3456");
    expect(secretHint("short")).toBe("••••");
  });
});
