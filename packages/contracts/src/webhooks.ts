import { z } from "zod";
import { integrationStatuses } from "./integrations.ts";

/**
 * Outgoing webhooks and the public API (docs/product.md#webhooks-and-the-public-api,
 * docs/decisions/033-webhooks-and-public-api.md): the events an endpoint may receive, the retry schedule, the API
 * keys' scopes and the wire shapes both sides share.
 */
export const webhookEventTypes = ["survey.submitted", "survey.started", "soa.signed", "review.received", "referral.received"] as const;
export type TWebhookEventType = (typeof webhookEventTypes)[number];

/**
 * Delays before each attempt of one message: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (about a
 * day and a half in all), as the Standard Webhooks guidance suggests.
 */
export const webhookRetryDelaysMs = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = webhookRetryDelaysMs.length;
/** An endpoint that has failed every attempt for this long is disabled and its owner told. */
export const WEBHOOK_FAILURE_WINDOW_MS = 5 * 24 * 3_600_000;
/** The longest a receiver's `Retry-After` may push the next attempt. */
export const WEBHOOK_MAX_RETRY_AFTER_MS = 36_000_000;

/**
 * The delay before attempt number `attempt` (1-based; the first is immediate) or null when there is none left.
 * `random` in [0, 1) spreads retries by up to ±10% so many endpoints failing together do not retry together; a
 * receiver's `Retry-After` (ms) is honoured when it asks for longer, up to 10 hours.
 */
export function webhookRetryDelay(attempt: number, random: number, retryAfterMs?: number | null): number | null {
  if (attempt < 1 || attempt > WEBHOOK_MAX_ATTEMPTS) return null;
  const base = webhookRetryDelaysMs[attempt - 1]!;
  const jittered = Math.round(base * (0.9 + 0.2 * random));
  if (retryAfterMs != null && retryAfterMs > jittered) return Math.min(retryAfterMs, WEBHOOK_MAX_RETRY_AFTER_MS);
  return jittered;
}

export const webhookDisabledReasons = ["manual", "gone", "failing"] as const;
export type TWebhookDisabledReason = (typeof webhookDisabledReasons)[number];

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  owner_user_id: z.string(),
  owner_name: z.string().nullable(),
  /** Whether deliveries carry the client's answers (an Admin confirmed it), not only ids and a link. */
  full_payload: z.boolean(),
  full_payload_confirmed_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.enum(webhookDisabledReasons).nullable(),
  failing_since: z.string().nullable(),
  /** `app` endpoints are made on the page; `api` ones by an automation tool subscribing with an API key. */
  source: z.enum(["app", "api"]),
  /** While a rotated-out secret still signs (24 hours), beside the new one. */
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ endpoints: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

const ZEndpointUrl = z.string().trim().min(1).max(2000);

export const ZCreateWebhookEndpointRequest = z.object({
  url: ZEndpointUrl,
  description: z.string().trim().max(200).default(""),
  events: z.array(z.enum(webhookEventTypes)).min(1).max(webhookEventTypes.length),
});
export type TCreateWebhookEndpointRequest = z.input<typeof ZCreateWebhookEndpointRequest>;

export const ZUpdateWebhookEndpointRequest = z.object({
  url: ZEndpointUrl.optional(),
  description: z.string().trim().max(200).optional(),
  events: z.array(z.enum(webhookEventTypes)).min(1).max(webhookEventTypes.length).optional(),
  /** false disables the endpoint, true enables it again (and clears its failure streak). */
  enabled: z.boolean().optional(),
});
export type TUpdateWebhookEndpointRequest = z.input<typeof ZUpdateWebhookEndpointRequest>;

/** Turning the full payload on needs `confirm: true` and an Admin; turning it off anyone who manages the endpoint. */
export const ZWebhookFullPayloadRequest = z.object({ enabled: z.boolean(), confirm: z.boolean().default(false) });
export type TWebhookFullPayloadRequest = z.input<typeof ZWebhookFullPayloadRequest>;

/** The signing secret, shown once: when the endpoint is made and when it is rotated. */
export const ZWebhookSecretResponse = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookSecretResponse = z.infer<typeof ZWebhookSecretResponse>;

export const webhookAttemptTriggers = ["automatic", "resend", "test"] as const;
export const ZWebhookAttempt = z.object({
  id: z.string(),
  delivery_id: z.string(),
  message_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int(),
  trigger: z.enum(webhookAttemptTriggers),
  attempted_at: z.string(),
  /** The receiver's HTTP status, or null when none came back (see `error`). */
  status_code: z.number().int().nullable(),
  succeeded: z.boolean(),
  /** Why no answer came back, in words: the address was refused, timed out, could not connect… */
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  /** The first characters of the receiver's answer. */
  response_excerpt: z.string(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;
export const ZWebhookAttemptList = z.object({ attempts: z.array(ZWebhookAttempt) });
export type TWebhookAttemptList = z.infer<typeof ZWebhookAttemptList>;

/** What the public API's keys may do. */
export const apiKeyScopes = ["submissions:read", "links:read", "webhooks:write"] as const;
export type TApiKeyScope = (typeof apiKeyScopes)[number];

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The visible start of the key (`pr_…`), to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeyList = z.object({ keys: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;
export const ZCreateApiKeyRequest = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(z.enum(apiKeyScopes)).min(1).max(apiKeyScopes.length),
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;
/** The key itself, shown once. */
export const ZCreatedApiKey = z.object({ key: ZApiKey, secret: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

/** How the integrations catalog shows the webhooks and the public API cards (integrations.ts has the statuses). */
export const ZWebhookStatus = z.object({ webhooks: z.enum(integrationStatuses), api_keys: z.enum(integrationStatuses) });
