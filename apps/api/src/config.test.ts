import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

let dataDir: string;
const SECRET = "0123456789abcdef0123456789abcdef";

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "planready-config-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** loadConfig with a clean environment: only what the test gives (never the machine's own variables). */
const load = (env: Record<string, string | undefined> = {}) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, ...env });

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("works with nothing set: embedded database, sandbox payments, port 3000", () => {
    const config = load();
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      EMBEDDED_PG_PORT: 5488,
      TRUST_PROXY: false,
      AUTH_RATE_LIMIT_MAX: 10,
      MAX_EVENT_LOOP_DELAY_MS: 0,
      publicUrl: "http://localhost:3000",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.SANDBOX_PROMO_CODES.get("WELCOME10")).toBe("10% off your first year");
  });

  it("derives the public URL from PORT unless PUBLIC_URL is set", () => {
    expect(load({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
    expect(load({ PUBLIC_URL: "https://app.example.com" }).publicUrl).toBe("https://app.example.com");
  });

  it.each(["abc", "0", "70000", "30.5"])("refuses PORT=%s, naming the variable", (value) => {
    const error = configError({ PORT: value });
    expect(error.message).toMatch(/^ {2}PORT: /m);
    expect(error.message).toContain("Fix these environment variables");
  });

  it("refuses a DATABASE_URL that is not PostgreSQL, naming the variable and the fix", () => {
    const error = configError({ DATABASE_URL: "mysql://localhost/app" });
    expect(error.message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
    expect(load({ DATABASE_URL: "postgres://u:p@db:5432/app" }).DATABASE_URL).toBe("postgres://u:p@db:5432/app");
  });

  it("takes the integrations' key as 32 bytes and the partners' addresses as URLs, naming the fix otherwise", () => {
    expect(configError({ INTEGRATIONS_SECRET_KEY: "too-short" }).message).toContain(
      "INTEGRATIONS_SECRET_KEY: must be 32 bytes as 64 hex characters or base64",
    );
    expect(configError({ AGENCY_BLOC_API_URL: "not a url" }).message).toContain("AGENCY_BLOC_API_URL: must be a full URL");
    const config = load({ INTEGRATIONS_SECRET_KEY: "ab".repeat(32), CONNECTURE_DRX_API_URL: "https://drx.example/api" });
    expect(config.CONNECTURE_DRX_API_URL).toBe("https://drx.example/api");
    expect(config.INTEGRATIONS_TIMEOUT_MS).toBe(15_000);
  });

  it.each([{ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" }, { GOOGLE_CLIENT_SECRET: "secret" }])(
    "refuses only one of the two Google variables (%o)",
    (env) => {
      const error = configError(env);
      expect(error.message).toContain("GOOGLE_CLIENT_ID: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither");
    },
  );

  it("allows webhooks over http to this machine only outside production, or on a production build serving localhost", () => {
    expect(load({ WEBHOOKS_ALLOW_LOCAL_HTTP: "true" }).WEBHOOKS_ALLOW_LOCAL_HTTP).toBe(true);
    expect(load({}).WEBHOOKS_ALLOW_LOCAL_HTTP).toBe(false);
    expect(() => load({ NODE_ENV: "production", WEBHOOKS_ALLOW_LOCAL_HTTP: "true", PUBLIC_URL: "https://app.example.com" })).toThrow(
      "WEBHOOKS_ALLOW_LOCAL_HTTP: must not be true in production",
    );
    expect(() => load({ NODE_ENV: "production", WEBHOOKS_ALLOW_LOCAL_HTTP: "true" })).toThrow("WEBHOOKS_ALLOW_LOCAL_HTTP");
    expect(
      load({ NODE_ENV: "production", WEBHOOKS_ALLOW_LOCAL_HTTP: "true", PUBLIC_URL: "http://localhost:3199" }).WEBHOOKS_ALLOW_LOCAL_HTTP,
    ).toBe(true);
  });

  it("accepts 0 to turn overload protection off, and refuses a negative delay", () => {
    expect(load({ MAX_EVENT_LOOP_DELAY_MS: "0" }).MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(configError({ MAX_EVENT_LOOP_DELAY_MS: "-5" }).message).toMatch(/^ {2}MAX_EVENT_LOOP_DELAY_MS: /m);
    expect(configError({ MAX_EVENT_LOOP_DELAY_MS: "soon" }).message).toContain(
      "MAX_EVENT_LOOP_DELAY_MS: must be a number of milliseconds (0 turns the check off)",
    );
  });

  it("treats blank optional keys as unset", () => {
    const config = load({ GOOGLE_CLIENT_ID: " ", GOOGLE_CLIENT_SECRET: "", STRIPE_SECRET_KEY: "  " });
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("lists every problem at once, one line each", () => {
    const error = configError({ PORT: "x", LOG_LEVEL: "loud", TRUST_PROXY: "yes", SESSION_SECRET: "short" });
    for (const name of ["PORT", "LOG_LEVEL", "TRUST_PROXY", "SESSION_SECRET"])
      expect(error.message).toMatch(new RegExp(`^ {2}${name}: `, "m"));
    expect(error.message).toContain("SESSION_SECRET: must be at least 32 characters (try: openssl rand -hex 32)");
  });

  it("parses SANDBOX_PROMO_CODES and refuses a malformed entry", () => {
    const codes = load({ SANDBOX_PROMO_CODES: "spring:Spring sale, VIP " }).SANDBOX_PROMO_CODES;
    expect([...codes]).toEqual([
      ["SPRING", "Spring sale"],
      ["VIP", "VIP"],
    ]);
    expect(configError({ SANDBOX_PROMO_CODES: "bad code!" }).message).toContain("SANDBOX_PROMO_CODES");
  });

  it("generates the session secret once under DATA_DIR (owner-only) and reuses it", async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, "session-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(first.SESSION_SECRET);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it("creates DATA_DIR when missing", () => {
    const nested = path.join(dataDir, "a", "b");
    expect(loadConfig({ DATA_DIR: nested }).SESSION_SECRET).toHaveLength(64);
  });

  it("prefers SESSION_SECRET from the environment and writes nothing", async () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).SESSION_SECRET).toBe(SECRET);
    await expect(stat(path.join(dataDir, "session-secret"))).rejects.toThrow();
  });
});

describe("SMTP settings", () => {
  it("leaves mail in the outbox when SMTP_URL is unset or blank", () => {
    expect(load().SMTP_URL).toBeUndefined();
    expect(load({ SMTP_URL: " ", MAIL_FROM: "" }).SMTP_URL).toBeUndefined();
  });

  it("takes an smtp:// or smtps:// URL with MAIL_FROM", () => {
    const config = load({ SMTP_URL: "smtps://user:pass@smtp.example.com:465", MAIL_FROM: "PlanReady <no-reply@example.com>" });
    expect(config).toMatchObject({ SMTP_URL: "smtps://user:pass@smtp.example.com:465", MAIL_FROM: "PlanReady <no-reply@example.com>" });
  });

  it("says how to fix a bad URL or a missing sender", () => {
    expect(configError({ SMTP_URL: "mail.example.com", MAIL_FROM: "a@example.com" }).message).toContain(
      "SMTP_URL: must be an SMTP URL such as smtps://user:password@smtp.example.com:465",
    );
    expect(configError({ SMTP_URL: "smtp://127.0.0.1:2525" }).message).toContain("MAIL_FROM: set MAIL_FROM");
  });
});

describe("file storage settings", () => {
  it("keeps files on disk when S3_BUCKET is unset; takes a bucket with its region, endpoint and keys", () => {
    expect(load().S3_BUCKET).toBeUndefined();
    const config = load({
      S3_BUCKET: "planready-files",
      S3_REGION: "auto",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "prod/",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config).toMatchObject({ S3_BUCKET: "planready-files", S3_REGION: "auto", S3_FORCE_PATH_STYLE: true, S3_PREFIX: "prod/" });
  });

  it("says how to fix a bucket without a region, half a key pair or a bad prefix", () => {
    expect(configError({ S3_BUCKET: "files" }).message).toContain("S3_REGION: set S3_REGION");
    expect(configError({ S3_BUCKET: "files", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "key" }).message).toContain(
      "S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    );
    expect(configError({ S3_PREFIX: "/abs" }).message).toContain('S3_PREFIX: must be empty or folder names ending in "/"');
    expect(configError({ S3_ENDPOINT: "r2" }).message).toContain("S3_ENDPOINT: must be a full URL");
  });
});

describe("SMS settings", () => {
  const twilio = {
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
    TWILIO_AUTH_TOKEN: "token",
    SMS_FROM: "+15550100100",
  };

  it("keeps texts in the outbox by default, and takes Twilio with its account, token and sender", () => {
    expect(load()).toMatchObject({ SMS_PROVIDER: "outbox", TWILIO_API_BASE: "https://api.twilio.com" });
    expect(load(twilio)).toMatchObject(twilio);
    expect(load({ ...twilio, SMS_FROM: `MG${"a".repeat(32)}` }).SMS_FROM).toBe(`MG${"a".repeat(32)}`);
  });

  it("says what Twilio lacks, and how to write a sender or an account SID", () => {
    expect(configError({ SMS_PROVIDER: "twilio" }).message).toContain(
      "SMS_PROVIDER: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM when SMS_PROVIDER is twilio",
    );
    expect(configError({ ...twilio, SMS_FROM: "555-010-0100" }).message).toContain("SMS_FROM: must be a phone number in E.164");
    expect(configError({ ...twilio, TWILIO_ACCOUNT_SID: "AC123" }).message).toContain("TWILIO_ACCOUNT_SID: must be a Twilio account SID");
    expect(configError({ SMS_PROVIDER: "nexmo" }).message).toContain('SMS_PROVIDER: must be "outbox" or "twilio"');
  });
});
