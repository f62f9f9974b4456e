import type { TApiKey, TWebhookAttempt, TWebhookEndpoint } from "@planready/contracts/webhooks";
import type { ApiKeyRow, AttemptRow, EndpointRow, EndpointWithOwner } from "./webhooks.repository.ts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** An endpoint as it leaves the server: never its secrets. */
export function presentEndpoint(row: EndpointRow | EndpointWithOwner): TWebhookEndpoint {
  const owner = "owner_first_name" in row ? [row.owner_first_name, row.owner_last_name].filter(Boolean).join(" ") : "";
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    owner_user_id: row.owner_user_id,
    owner_name: owner || null,
    full_payload: row.full_payload,
    full_payload_confirmed_at: iso(row.full_payload_confirmed_at),
    disabled_at: iso(row.disabled_at),
    disabled_reason: row.disabled_reason,
    failing_since: iso(row.failing_since),
    source: row.api_key_id ? "api" : "app",
    previous_secret_expires_at:
      row.previous_secret_expires_at && row.previous_secret_expires_at.getTime() > Date.now() ? iso(row.previous_secret_expires_at) : null,
    created_at: row.created_at.toISOString(),
  };
}

export function presentAttempt(row: { attempt: AttemptRow; message_id: string; event_type: string }): TWebhookAttempt {
  const a = row.attempt;
  return {
    id: a.id,
    delivery_id: a.delivery_id,
    message_id: row.message_id,
    event_type: row.event_type,
    attempt: a.attempt,
    trigger: a.trigger,
    attempted_at: a.attempted_at.toISOString(),
    status_code: a.status_code,
    succeeded: a.succeeded,
    error: a.error,
    duration_ms: a.duration_ms,
    response_excerpt: a.response_excerpt,
  };
}

export function presentApiKey(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}
