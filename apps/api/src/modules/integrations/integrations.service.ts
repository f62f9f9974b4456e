import { buildHandoff, sampleHandoff, type TIntegrationHandoff } from "@planready/contracts/integration-handoff";
import {
  integrationEntry,
  integrationShareUrl,
  partnerIntegrationIds,
  type TIntegrationDeliveriesResponse,
  type TIntegrationDetail,
  type TIntegrationsResponse,
  type TLinksForIntegrationResponse,
  type TPartnerIntegrationId,
  type TSubmissionIntegrations,
  type TIntegrationDelivery,
} from "@planready/contracts/integrations";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { secretHint } from "../../lib/secret-box.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { findReadableSubmission } from "../submissions/submission-detail.service.ts";
import { presentConnection, presentDelivery, statusOf } from "./integrations.presenter.ts";
import {
  deleteConnection,
  findConnection,
  insertDelivery,
  latestDeliveries,
  listConnections,
  listDeliveries,
  listOwnedLinksWithUse,
  findSubmissionRouting,
  upsertConnection,
} from "./integrations.repository.ts";
import { boxContext, openConnection } from "./integration-credentials.ts";
import { attemptDelivery } from "./integration-delivery.job.ts";
import { apiKeyIntegrationStatus, webhookIntegrationStatus } from "../webhooks/webhooks.service.ts";

export type IntegrationDeps = Pick<AppDeps, "db" | "partners" | "secrets" | "jobs" | "log" | "publicUrl" | "configuredPublicUrl">;

const NOT_FOUND = "No submission with this id.";

function orgOf(actor: Actor): string {
  if (!actor.org_id) throw new AppError("NOT_FOUND", "You are not part of an agency.");
  return actor.org_id;
}

/** `GET /api/integrations`: each partner card's status for the signed-in user. */
export async function listIntegrations(deps: IntegrationDeps, actor: Actor): Promise<TIntegrationsResponse> {
  const orgId = orgOf(actor);
  const scope = { orgId, userId: actor.id };
  const [connections, latest, webhooks, publicApi] = await Promise.all([
    listConnections(deps.db, orgId, actor.id),
    latestDeliveries(deps.db, orgId, actor.id),
    webhookIntegrationStatus(deps.db, scope),
    apiKeyIntegrationStatus(deps.db, scope),
  ]);
  return {
    integrations: [
      ...partnerIntegrationIds.map((id) => {
        const last = latest.find((l) => l.integration_id === id);
        return {
          id,
          status: statusOf(
            connections.find((c) => c.integration_id === id),
            last,
          ),
          available: !!deps.partners[id],
          last_delivery_at: last ? new Date(last.updated_at).toISOString() : null,
        };
      }),
      // Outgoing webhooks and the public API: their own pages and statuses (modules/webhooks).
      { id: "webhooks" as const, status: webhooks, available: true, last_delivery_at: null },
      { id: "public_api" as const, status: publicApi, available: true, last_delivery_at: null },
    ],
  };
}

export async function getIntegration(deps: IntegrationDeps, actor: Actor, id: TPartnerIntegrationId): Promise<TIntegrationDetail> {
  const orgId = orgOf(actor);
  const [connection, latest] = await Promise.all([
    findConnection(deps.db, orgId, actor.id, id),
    latestDeliveries(deps.db, orgId, actor.id),
  ]);
  const last = latest.find((l) => l.integration_id === id);
  return {
    id,
    status: statusOf(connection, last),
    available: !!deps.partners[id],
    last_delivery_at: last ? new Date(last.updated_at).toISOString() : null,
    connection: connection ? presentConnection(connection) : null,
  };
}

/**
 * `PUT /api/integrations/{id}`: connects, or changes, the user's own connection. The credentials are sealed together
 * (AES-256-GCM, lib/secret-box.ts); a secret not sent keeps the saved one; only hints are kept in the clear.
 */
export async function saveIntegration(
  deps: IntegrationDeps,
  actor: Actor,
  origin: AuditOrigin,
  id: TPartnerIntegrationId,
  body: { settings: Record<string, string>; secrets: Record<string, string>; all_links: boolean },
): Promise<TIntegrationDetail> {
  const orgId = orgOf(actor);
  if (!deps.partners[id]) throw new AppError("INTEGRATION_NOT_AVAILABLE", "This partner's address is not configured on this server.");
  const { inputs } = integrationEntry(id);
  const unknown = [
    ...Object.keys(body.settings).filter((key) => !inputs.some((i) => i.key === key && !i.secret)),
    ...Object.keys(body.secrets).filter((key) => !inputs.some((i) => i.key === key && i.secret)),
  ];
  if (unknown.length) {
    throw new AppError(
      "VALIDATION_FAILED",
      "This integration has no such setting.",
      unknown.map((key) => ({
        path: `body.${key in body.settings ? "settings" : "secrets"}.${key}`,
        message: "Not a setting of this integration",
      })),
    );
  }
  const existing = await findConnection(deps.db, orgId, actor.id, id);
  const saved = existing ? openConnection(deps, existing).credentials : {};
  const credentials: Record<string, string> = {};
  const hints: Record<string, string> = {};
  const settings: Record<string, string> = {};
  const missing: string[] = [];
  for (const input of inputs) {
    const value = input.secret ? body.secrets[input.key] || saved[input.key] : body.settings[input.key];
    if (!value) {
      if (input.required) missing.push(input.key);
      continue;
    }
    if (input.secret) {
      credentials[input.key] = value;
      hints[input.key] = secretHint(value);
    } else settings[input.key] = value;
  }
  if (missing.length) {
    throw new AppError(
      "INTEGRATION_CREDENTIALS_MISSING",
      "Fill in every credential this integration needs.",
      missing.map((key) => ({
        path: `body.${inputs.find((i) => i.key === key)?.secret ? "secrets" : "settings"}.${key}`,
        message: "Required",
      })),
    );
  }
  const context = { user_id: actor.id, integration_id: id };
  await upsertConnection(deps.db, {
    org_id: orgId,
    ...context,
    settings,
    secret_box: Object.keys(credentials).length ? deps.secrets.seal(JSON.stringify(credentials), boxContext(context)) : null,
    secret_hints: hints,
    all_links: body.all_links,
  });
  await recordAudit(deps.db, actor, origin, {
    action: "integration.connected",
    target: { type: "integration", id },
    details: { integration: id },
  });
  return getIntegration(deps, actor, id);
}

export async function disconnectIntegration(deps: IntegrationDeps, actor: Actor, origin: AuditOrigin, id: TPartnerIntegrationId) {
  if (!(await deleteConnection(deps.db, orgOf(actor), actor.id, id))) throw new AppError("INTEGRATION_NOT_CONNECTED", "Not connected.");
  await recordAudit(deps.db, actor, origin, {
    action: "integration.disconnected",
    target: { type: "integration", id },
    details: { integration: id },
  });
}

/**
 * `POST /api/integrations/{id}/test`: a made-up client sent now (a push partner: one attempt, logged, not retried),
 * or, for a pre-fill partner, the address its button would open with that client.
 */
export async function sendTest(
  deps: IntegrationDeps,
  actor: Actor,
  id: TPartnerIntegrationId,
): Promise<{ delivery: TIntegrationDelivery | null; open_url: string | null }> {
  const orgId = orgOf(actor);
  const adapter = deps.partners[id];
  if (!adapter) throw new AppError("INTEGRATION_NOT_AVAILABLE", "This partner's address is not configured on this server.");
  const connection = await findConnection(deps.db, orgId, actor.id, id);
  if (!connection) throw new AppError("INTEGRATION_NOT_CONNECTED", "Connect this integration first.");
  const sample = sampleHandoff(`${deps.configuredPublicUrl ?? deps.publicUrl}/test`, new Date());
  if (adapter.mode === "prefill_link") return { delivery: null, open_url: adapter.openUrl(sample, connection.settings) };
  const delivery = await insertDelivery(deps.db, { org_id: orgId, user_id: actor.id, integration_id: id, kind: "test", response_id: null });
  await attemptDelivery(deps, delivery!.id, { retry: false });
  const [logged] = await listDeliveries(deps.db, { orgId, userId: actor.id, integrationId: id }, 1);
  return { delivery: logged ? presentDelivery(logged) : null, open_url: null };
}

export async function listIntegrationDeliveries(
  deps: IntegrationDeps,
  actor: Actor,
  id: TPartnerIntegrationId,
): Promise<TIntegrationDeliveriesResponse> {
  const rows = await listDeliveries(deps.db, { orgId: orgOf(actor), userId: actor.id, integrationId: id });
  return { deliveries: rows.map(presentDelivery) };
}

/**
 * `GET /api/orgs/{id}/links-list-for-integrations?integrationId`: the links the user owns (their submissions are
 * what their integrations send), each with the address to share for the integration. Another organisation: 404.
 */
export async function linksForIntegration(
  deps: IntegrationDeps,
  actor: Actor,
  orgId: string,
  integrationId: TPartnerIntegrationId,
): Promise<TLinksForIntegrationResponse> {
  if (actor.org_id !== orgId) throw new AppError("NOT_FOUND", "No organisation with this id.");
  const base = deps.configuredPublicUrl ?? deps.publicUrl;
  const rows = await listOwnedLinksWithUse(deps.db, orgId, actor.id, integrationId);
  return {
    links: rows.map((row) => ({
      id: row.id,
      url: row.url,
      survey_type: row.survey_type,
      share_url: integrationShareUrl(`${base.replace(/\/$/, "")}/${encodeURIComponent(row.url)}`, integrationId),
      submissions: row.submissions,
    })),
  };
}

/** A submission's hand-off for a reader of its client data (404 to anyone else). */
async function handoffFor(db: Db, actor: Actor, responseId: string): Promise<TIntegrationHandoff> {
  const found = await findReadableSubmission(db, actor, responseId);
  if (!found) throw new AppError("NOT_FOUND", NOT_FOUND);
  return buildHandoff({ submission: found.submission, content: found.content });
}

/** `GET /api/responses/{id}/handoff`: the normalised hand-off as a JSON file (audited as an export). */
export async function downloadHandoff(deps: IntegrationDeps, actor: Actor, origin: AuditOrigin, responseId: string) {
  const handoff = await handoffFor(deps.db, actor, responseId);
  await recordAudit(deps.db, actor, origin, { action: "submission.exported_handoff", target: { type: "submission", id: responseId } });
  return handoff;
}

/**
 * `GET /api/responses/{id}/integrations`: for a reader of the submission, the "Open in {partner}" addresses of their
 * connected pre-fill partners, and their deliveries of it.
 */
export async function submissionIntegrations(deps: IntegrationDeps, actor: Actor, responseId: string): Promise<TSubmissionIntegrations> {
  const handoff = await handoffFor(deps.db, actor, responseId);
  const orgId = orgOf(actor);
  const connections = await listConnections(deps.db, orgId, actor.id);
  const open_links = connections.flatMap((connection) => {
    const adapter = deps.partners[connection.integration_id];
    return adapter?.mode === "prefill_link"
      ? [{ integration_id: connection.integration_id, url: adapter.openUrl(handoff, connection.settings) }]
      : [];
  });
  const deliveries = await listDeliveries(deps.db, { orgId, userId: actor.id, responseId });
  return { open_links, deliveries: deliveries.map(presentDelivery) };
}

/**
 * After a submission: one delivery per push partner its link's owner connected, when the client came through that
 * integration's address (or the owner chose every submission), each sent by a job. Never more than one per
 * submission and partner, however often this runs.
 */
export async function queueSubmissionDeliveries(deps: Pick<AppDeps, "db" | "jobs" | "partners">, responseId: string): Promise<number> {
  const routing = await findSubmissionRouting(deps.db, responseId);
  if (!routing || routing.status !== "submitted" || !routing.owner_id) return 0;
  const connections = await listConnections(deps.db, routing.org_id, routing.owner_id);
  let queued = 0;
  for (const connection of connections) {
    if (deps.partners[connection.integration_id]?.mode !== "push") continue;
    if (!connection.all_links && routing.integration?.trim() !== connection.integration_id) continue;
    const delivery = await insertDelivery(deps.db, {
      org_id: routing.org_id,
      user_id: routing.owner_id,
      integration_id: connection.integration_id,
      kind: "submission",
      response_id: responseId,
    });
    if (!delivery) continue;
    await deps.jobs.send("integration-delivery", { deliveryId: delivery.id }, { singletonKey: `delivery:${delivery.id}` });
    queued++;
  }
  return queued;
}
