import type { TIntegrationConnection, TIntegrationDelivery, TIntegrationStatus } from "@planready/contracts/integrations";
import type { AttemptRow, ConnectionRow, DeliveryRow } from "./integrations.repository.ts";

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A connection as its owner sees it: settings, and each secret only as its hint (never the secret). */
export function presentConnection(row: ConnectionRow): TIntegrationConnection {
  return {
    settings: row.settings,
    secrets: row.secret_hints,
    all_links: row.all_links,
    connected_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export function presentDelivery({ delivery, attempts }: { delivery: DeliveryRow; attempts: AttemptRow[] }): TIntegrationDelivery {
  return {
    id: delivery.id,
    integration_id: delivery.integration_id,
    kind: delivery.kind,
    response_id: delivery.response_id,
    status: delivery.status,
    partner_ref: delivery.partner_ref,
    created_at: iso(delivery.created_at)!,
    next_attempt_at: iso(delivery.next_attempt_at),
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      at: iso(a.created_at)!,
      outcome: a.outcome,
      http_status: a.http_status,
      duration_ms: a.duration_ms,
      response_excerpt: a.response_excerpt,
    })),
  };
}

/** Connected unless the newest finished delivery failed or is being retried. */
export function statusOf(connection: ConnectionRow | undefined, latest: { status: string } | undefined): TIntegrationStatus {
  if (!connection) return "not_connected";
  return latest && (latest.status === "failed" || latest.status === "retrying") ? "failing" : "connected";
}
