import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The repository root: `.data/` and the web build live relative to it. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

const port = (fallback: number) =>
  z.coerce
    .number({ error: "must be a port number such as 3000" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(fallback);

const optionalString = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** A comma-separated list of origins (scheme, host with an optional leading `*.`, optional port). */
const partnerOrigins = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const origins = value
        .split(",")
        .map((entry) => entry.trim().replace(/\/+$/, ""))
        .filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
          ctx.addIssue({
            code: "custom",
            message: `"${origin}" is not an origin such as https://drx.example.com or https://*.example.com`,
          });
          return z.NEVER;
        }
      }
      return origins;
    });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z.url("must be a full URL such as https://app.example.com").optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    EMBEDDED_PG_PORT: port(5488),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters (try: openssl rand -hex 32)").optional(),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_API_BASE: z.url("must be a full URL such as http://127.0.0.1:12111").optional(),
    /** The signing secret of the webhook endpoint (whsec_…); webhooks are refused until it is set. */
    STRIPE_WEBHOOK_SECRET: optionalString,
    SANDBOX_PROMO_CODES: z
      .string()
      .default("WELCOME10:10% off your first year,AGENT25:25% off for three months,FREEMONTH:First month free")
      .transform((value, ctx) => {
        const codes = new Map<string, string>();
        for (const entry of value
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean)) {
          const [code, ...rest] = entry.split(":");
          if (!code || !/^[A-Za-z0-9_-]{2,64}$/.test(code)) {
            ctx.addIssue({ code: "custom", message: `"${entry}" is not CODE or CODE:description (letters, digits, - and _)` });
            return z.NEVER;
          }
          codes.set(code.toUpperCase(), rest.join(":").trim() || code.toUpperCase());
        }
        return codes;
      }),
    /** Mail goes out through this SMTP server when set (smtp:// or smtps://, credentials in the URL); else to the outbox. */
    SMTP_URL: optionalString.refine((value) => value === undefined || /^smtps?:\/\/\S+$/.test(value), {
      message: "must be an SMTP URL such as smtps://user:password@smtp.example.com:465",
    }),
    /** The sender of every email sent through SMTP_URL, e.g. "PlanReady <no-reply@example.com>". */
    MAIL_FROM: optionalString,
    /** Where messages sent from the Support page are mailed (through SMTP_URL, or the outbox without it). */
    SUPPORT_EMAIL: z.email("must be an email address such as support@example.com").default("support@planready.app"),
    /** The version the Support page shows; unset, the repository's package.json version. */
    APP_VERSION: optionalString,
    /** Uploaded files (logos) and submission PDFs go to this S3 bucket when set; else to DATA_DIR/files. */
    S3_BUCKET: optionalString,
    /** The bucket's region (AWS), or any value an S3-compatible service accepts ("auto" for Cloudflare R2). */
    S3_REGION: optionalString,
    /** An S3-compatible service (MinIO, R2, Backblaze…): its endpoint URL. Unset: AWS S3. */
    S3_ENDPOINT: z.url("must be a full URL such as https://s3.example.com").optional(),
    /** Address the bucket in the path (https://host/bucket/key), as most S3-compatible services want. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .default("false")
      .transform((v) => v === "true"),
    /** Keys start with this (e.g. "planready/"), to share a bucket. */
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^(?:[a-z0-9-]+\/)*$/, 'must be empty or folder names ending in "/", such as planready/')
      .default(""),
    /** Credentials; unset, the AWS SDK finds them itself (an instance role, AWS_ACCESS_KEY_ID…). */
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /**
     * Where the ConnectureDRX partner may send its agents back to ('Back to Connecture', the connectureReturnUrl) and
     * serve its white-label logos from: comma-separated origins, `https://*.example.com` for every subdomain
     * (docs/decisions/035-bulk-send-onboarding.md). Any other address is refused: no open redirect, no image host.
     */
    CONNECTURE_RETURN_ORIGINS: partnerOrigins("https://*.connecture.com"),
    CONNECTURE_LOGO_ORIGINS: partnerOrigins("https://*.connecture.com"),
    /**
     * Webhooks may be sent over plain http to this machine (a receiver on localhost, for development and tests). Never
     * in production: the server refuses to start with it there.
     */
    WEBHOOKS_ALLOW_LOCAL_HTTP: z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .default("false")
      .transform((v) => v === "true"),
    /** Requests per minute one public API key may make (every process together). */
    PUBLIC_API_RATE_LIMIT_MAX: z.coerce.number({ error: "must be a whole number of requests per minute" }).int().min(1).default(120),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .default("false")
      .transform((v) => v === "true"),
    API_RATE_LIMIT_MAX: z.coerce.number({ error: "must be a whole number of requests per minute" }).int().min(1).default(600),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    /** Surveys one client address may start per minute (POST /api/responses): plenty for a family, little for a script. */
    SURVEY_START_RATE_LIMIT_MAX: z.coerce.number({ error: "must be a whole number of surveys per minute" }).int().min(1).default(30),
    /**
     * Surveys one link may start per window, from every address together (decision 017), counted in PostgreSQL so
     * every process shares it: room for a seminar scanning one QR code, little for a script filling the link with junk.
     */
    SURVEY_START_LINK_LIMIT_MAX: z.coerce.number({ error: "must be a whole number of surveys" }).int().min(1).default(300),
    /**
     * The throttle of one bulk send: at most this many messages a minute (modules/bulk-sends). Providers limit what an
     * account may send; a slow pace also lets a pause stop a send before many more messages went.
     */
    BULK_SEND_PER_MINUTE: z.coerce.number({ error: "must be a whole number of messages per minute" }).int().min(1).max(6000).default(60),
    SURVEY_START_LINK_LIMIT_WINDOW_MINUTES: z.coerce.number({ error: "must be a whole number of minutes" }).int().min(1).default(60),
    /**
     * Liveness (`/api/health/live`) fails once the database has been unreachable this long, so a supervisor or
     * orchestrator restarts a process that cannot come back by itself; readiness fails at once.
     */
    LIVENESS_DB_GRACE_S: z.coerce
      .number({ error: "must be a number of seconds such as 60" })
      .int()
      .min(1, "must be at least 1 second")
      .default(60),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** On SIGTERM, a kept-alive connection idle this long is closed (busy ones close after their next answer). */
    SHUTDOWN_IDLE_GRACE_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).default(500),
    /** Above this event-loop delay the server answers 503 instead of queueing more work; 0 turns the check off. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: "must be a number of milliseconds (0 turns the check off)" }).int().min(0).default(0),
    /**
     * Drug, pharmacy, doctor and hospital search: the public registries (NLM RxTerms, NPPES), or `off` (every search
     * answers "not available" and clients type what they know). There is no offline directory: see
     * docs/decisions/016-lookups-real-data-or-typed.md.
     */
    LOOKUPS_PROVIDER: z.enum(["registries", "off"], { error: 'must be "registries" or "off"' }).default("registries"),
    LOOKUPS_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds such as 4000" })
      .int("must be a whole number of milliseconds")
      .min(100, "must be at least 100 milliseconds")
      .max(60_000, "must be at most 60000 milliseconds")
      .default(4000),
    LOOKUPS_CACHE_TTL_S: z.coerce
      .number({ error: "must be a number of seconds (0 turns the cache off)" })
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more seconds")
      .default(86_400),
    LOOKUPS_NLM_BASE_URL: z
      .url("must be a full URL such as https://clinicaltables.nlm.nih.gov")
      .default("https://clinicaltables.nlm.nih.gov"),
    LOOKUPS_NPPES_BASE_URL: z.url("must be a full URL such as https://npiregistry.cms.hhs.gov").default("https://npiregistry.cms.hhs.gov"),
    /**
     * The key partner credentials are encrypted under (AES-256-GCM): 32 bytes as 64 hex characters or base64. Unset,
     * a key derived from SESSION_SECRET (HKDF) is used; set it to keep the credentials when the session secret changes.
     */
    INTEGRATIONS_SECRET_KEY: optionalString.refine(
      (value) => value === undefined || /^[0-9a-fA-F]{64}$/.test(value) || Buffer.from(value, "base64").length === 32,
      { message: "must be 32 bytes as 64 hex characters or base64 (try: openssl rand -hex 32)" },
    ),
    /**
     * Partner adapters (docs/decisions/034-partner-integrations.md): each partner's address, set by the operator.
     * A partner without its address cannot be connected on this server (its card says so).
     */
    CONNECTURE_DRX_API_URL: z.url("must be a full URL such as https://api.partner.example").optional(),
    /** The OAuth 2.0 token endpoint for Connecture DRX's client credentials; unset, `<CONNECTURE_DRX_API_URL>/oauth/token`. */
    CONNECTURE_DRX_TOKEN_URL: z.url("must be a full URL such as https://auth.partner.example/oauth/token").optional(),
    MEDICARE_CENTER_API_URL: z.url("must be a full URL such as https://api.partner.example").optional(),
    AGENCY_BLOC_API_URL: z.url("must be a full URL such as https://api.partner.example").optional(),
    /** The pre-filled address of Medicare Pro and of HealthSherpa: the hand-off's values are added as query parameters. */
    MEDICARE_PRO_PREFILL_URL: z.url("must be a full URL such as https://quote.partner.example/start").optional(),
    HEALTH_SHERPA_PREFILL_URL: z.url("must be a full URL such as https://quote.partner.example/start").optional(),
    /**
     * Where texts go (docs/decisions/037-messaging-compliance.md): `outbox` (the default) keeps them in the sms_outbox
     * table and sends nothing; `twilio` sends through Twilio's Messages API with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN
     * and SMS_FROM.
     */
    SMS_PROVIDER: z.enum(["outbox", "twilio"], { error: 'must be "outbox" or "twilio"' }).default("outbox"),
    /** The sender of every text: a number in E.164 (+15552010000) or a Twilio messaging service SID (MG…). */
    SMS_FROM: optionalString.refine((value) => value === undefined || /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/.test(value), {
      message: "must be a phone number in E.164 such as +15552010000, or a messaging service SID (MG followed by 32 hex characters)",
    }),
    TWILIO_ACCOUNT_SID: optionalString.refine((value) => value === undefined || /^AC[0-9a-fA-F]{32}$/.test(value), {
      message: "must be a Twilio account SID (AC followed by 32 hex characters)",
    }),
    /**
     * Twilio's auth token: it authenticates the sends and checks the X-Twilio-Signature of inbound texts
     * (POST /api/sms/inbound). Without it the inbound address answers 404, whatever SMS_PROVIDER says.
     */
    TWILIO_AUTH_TOKEN: optionalString,
    /** Twilio's API address; only tests point it elsewhere. */
    TWILIO_API_BASE: z.url("must be a full URL such as https://api.twilio.com").default("https://api.twilio.com"),
    /** How long one call to a partner may take. */
    INTEGRATIONS_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds such as 15000" })
      .int("must be a whole number of milliseconds")
      .min(100, "must be at least 100 milliseconds")
      .max(120_000, "must be at most 120000 milliseconds")
      .default(15_000),
  })
  .refine((env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET, {
    message: "set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
    path: ["GOOGLE_CLIENT_ID"],
  })
  .refine((env) => !env.S3_BUCKET || !!env.S3_REGION, {
    message: 'set S3_REGION (such as "us-east-1", or "auto" for R2) when S3_BUCKET is set',
    path: ["S3_REGION"],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    path: ["S3_ACCESS_KEY_ID"],
  })
  .refine((env) => !(env.WEBHOOKS_ALLOW_LOCAL_HTTP && env.NODE_ENV === "production" && !servesOnlyThisMachine(env.PUBLIC_URL)), {
    message: "must not be true in production (webhooks go to public https addresses only)",
    path: ["WEBHOOKS_ALLOW_LOCAL_HTTP"],
  })
  .refine((env) => env.SMS_PROVIDER !== "twilio" || (!!env.TWILIO_ACCOUNT_SID && !!env.TWILIO_AUTH_TOKEN && !!env.SMS_FROM), {
    message: "set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM when SMS_PROVIDER is twilio",
    path: ["SMS_PROVIDER"],
  })
  .refine((env) => !env.SMTP_URL || !!env.MAIL_FROM, {
    message: 'set MAIL_FROM (such as "PlanReady <no-reply@example.com>") when SMTP_URL is set',
    path: ["MAIL_FROM"],
  });

/**
 * A production build whose own address is this machine (http://localhost…: the end-to-end tests' server) is no
 * deployment anyone else reaches; only there may a production build send webhooks to this machine.
 */
function servesOnlyThisMachine(publicUrl: string | undefined): boolean {
  if (!publicUrl) return false;
  const url = new URL(publicUrl);
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export type Config = z.infer<typeof ZEnv> & { SESSION_SECRET: string; publicUrl: string; appVersion: string };

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once. A bad value stops the server with one line per problem
 * saying which variable and how to fix it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}\nFix these environment variables and start again.`);
  }
  const values = parsed.data;
  const secret = values.SESSION_SECRET ?? readOrCreateSecret(values.DATA_DIR);
  return {
    ...values,
    SESSION_SECRET: secret,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    appVersion: values.APP_VERSION ?? packageVersion(),
  };
}

/** The version in the repository's package.json (the build ships it). */
function packageVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version?: unknown };
    return typeof version === "string" ? version : "unknown";
  } catch {
    return "unknown";
  }
}

/** On a fresh machine the session secret is generated once and kept under the data directory. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
