import { randomBytes, randomUUID } from "node:crypto";
import type {
  TCreateWebhookEndpointRequest,
  TUpdateWebhookEndpointRequest,
  TWebhookAttempt,
  TWebhookAttemptList,
  TWebhookEndpoint,
  TWebhookEndpointList,
  TWebhookEventType,
  TWebhookFullPayloadRequest,
  TWebhookSecretResponse,
} from "@planready/contracts/webhooks";
import { ZCreateWebhookEndpointRequest, ZUpdateWebhookEndpointRequest, ZWebhookFullPayloadRequest } from "@planready/contracts/webhooks";
import type { TIntegrationStatus } from "@planready/contracts/integrations";
import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { OutboundError } from "../../lib/safe-http.ts";
import { newWebhookSecret } from "../../lib/standard-webhooks.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { findSubmissionRecipients } from "../links/links.service.ts";
import { attemptDelivery, deliveryJobKey, runWebhookDelivery, webhookSecretContext, type DeliveryDeps } from "./webhook-delivery.ts";
import {
  assertMayEnableFullPayload,
  assertOverseesEndpoint,
  assertOwnsEndpoint,
  NOT_FOUND_ENDPOINT,
  oversees,
  requireOrg,
} from "./webhooks.policy.ts";
import { presentAttempt, presentEndpoint } from "./webhooks.presenter.ts";
import * as repo from "./webhooks.repository.ts";

export type WebhookDeps = DeliveryDeps;
export { runWebhookDelivery };

/** A rotated-out secret keeps signing beside the new one this long, so receivers can switch without losing events. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;
const LOG_PAGE = 100;

/** The address of an endpoint, checked as the sender will check it (https, public addresses only). */
async function checkedUrl(deps: Pick<WebhookDeps, "outbound">, url: string): Promise<string> {
  try {
    return (await deps.outbound.checkUrl(url)).toString();
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    throw new AppError("WEBHOOK_URL_NOT_ALLOWED", error.message, [{ path: "body.url", message: error.message }]);
  }
}

async function loadEndpoint(db: Db, actor: Actor, id: string): Promise<repo.EndpointWithOwner> {
  const endpoint = await repo.findEndpoint(db, requireOrg(actor), id);
  if (!endpoint) throw new AppError("NOT_FOUND", NOT_FOUND_ENDPOINT);
  assertOverseesEndpoint(actor, endpoint);
  return endpoint;
}

/** `GET /webhooks/endpoints`: one's own endpoints; an Admin's list has the whole agency's. */
export async function listWebhookEndpoints(deps: Pick<WebhookDeps, "db">, actor: Actor): Promise<TWebhookEndpointList> {
  const rows = await repo.listEndpoints(deps.db, requireOrg(actor), oversees(actor) ? null : actor.id);
  return { endpoints: rows.map(presentEndpoint) };
}

/**
 * A new endpoint of the signed-in user (or, through the public API, of the key's user): its address checked, a new
 * `whsec_` secret, encrypted at rest and returned this once.
 */
export async function createWebhookEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  origin: AuditOrigin | null,
  input: TCreateWebhookEndpointRequest,
  apiKeyId: string | null = null,
): Promise<TWebhookSecretResponse> {
  const orgId = requireOrg(actor);
  const body = ZCreateWebhookEndpointRequest.parse(input);
  const url = await checkedUrl(deps, body.url);
  const secret = newWebhookSecret();
  const row = await repo.insertEndpoint(deps.db, {
    org_id: orgId,
    owner_user_id: actor.id,
    url,
    description: body.description,
    events: [...new Set(body.events)],
    secret_enc: deps.secrets.seal(secret, webhookSecretContext(orgId)),
    api_key_id: apiKeyId,
  });
  await recordAudit(deps.db, actor, origin, {
    action: "webhook.endpoint_created",
    target: { type: "webhook_endpoint", id: row.id },
    details: { events: row.events.join(","), via: apiKeyId ? "api" : "app" },
  });
  return { endpoint: presentEndpoint(row), secret };
}

/** Changes an endpoint's address, events or description (its owner), or turns it off or on (its owner or an Admin). */
export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
  input: TUpdateWebhookEndpointRequest,
): Promise<TWebhookEndpoint> {
  const body = ZUpdateWebhookEndpointRequest.parse(input);
  const endpoint = await loadEndpoint(deps.db, actor, id);
  if (body.url !== undefined || body.events !== undefined || body.description !== undefined) assertOwnsEndpoint(actor, endpoint);
  const patch: Parameters<typeof repo.updateEndpoint>[3] = {};
  if (body.url !== undefined) patch.url = await checkedUrl(deps, body.url);
  if (body.events !== undefined) patch.events = [...new Set(body.events)];
  if (body.description !== undefined) patch.description = body.description;
  if (body.enabled === false && !endpoint.disabled_at) Object.assign(patch, { disabled_at: new Date(), disabled_reason: "manual" });
  if (body.enabled === true) Object.assign(patch, { disabled_at: null, disabled_reason: null, failing_since: null });
  const row = await repo.updateEndpoint(deps.db, endpoint.org_id, id, patch);
  return presentEndpoint({ ...endpoint, ...row! });
}

/** A new secret, returned once; the old one keeps signing beside it for a day. */
export async function rotateWebhookSecret(deps: WebhookDeps, actor: Actor, id: string): Promise<TWebhookSecretResponse> {
  const endpoint = await loadEndpoint(deps.db, actor, id);
  assertOwnsEndpoint(actor, endpoint);
  const secret = newWebhookSecret();
  const row = await repo.updateEndpoint(deps.db, endpoint.org_id, id, {
    secret_enc: deps.secrets.seal(secret, webhookSecretContext(endpoint.org_id)),
    previous_secret_enc: endpoint.secret_enc,
    previous_secret_expires_at: new Date(Date.now() + ROTATION_OVERLAP_MS),
  });
  return { endpoint: presentEndpoint({ ...endpoint, ...row! }), secret };
}

/**
 * Whether deliveries carry the client's answers. Turning it on is an Admin's explicit confirmation; either way the
 * change is in the audit log.
 */
export async function setWebhookFullPayload(
  deps: WebhookDeps,
  actor: Actor,
  origin: AuditOrigin,
  id: string,
  input: TWebhookFullPayloadRequest,
): Promise<TWebhookEndpoint> {
  const body = ZWebhookFullPayloadRequest.parse(input);
  const endpoint = await loadEndpoint(deps.db, actor, id);
  if (body.enabled) assertMayEnableFullPayload(actor, body.confirm);
  const row = await repo.updateEndpoint(deps.db, endpoint.org_id, id, {
    full_payload: body.enabled,
    full_payload_confirmed_by: body.enabled ? actor.id : null,
    full_payload_confirmed_at: body.enabled ? new Date() : null,
  });
  await recordAudit(deps.db, actor, origin, {
    action: body.enabled ? "webhook.full_payload_enabled" : "webhook.full_payload_disabled",
    target: { type: "webhook_endpoint", id },
    details: { owner_user_id: endpoint.owner_user_id },
  });
  return presentEndpoint({ ...endpoint, ...row! });
}

export async function deleteWebhookEndpoint(deps: WebhookDeps, actor: Actor, origin: AuditOrigin | null, id: string): Promise<void> {
  const endpoint = await loadEndpoint(deps.db, actor, id);
  assertOwnsEndpoint(actor, endpoint);
  await repo.deleteEndpoint(deps.db, endpoint.org_id, id);
  await recordAudit(deps.db, actor, origin, { action: "webhook.endpoint_deleted", target: { type: "webhook_endpoint", id } });
}

/** `GET /webhooks/endpoints/{id}/attempts`: the delivery log, newest first. */
export async function listWebhookAttempts(deps: Pick<WebhookDeps, "db">, actor: Actor, id: string): Promise<TWebhookAttemptList> {
  const endpoint = await loadEndpoint(deps.db, actor, id);
  const rows = await repo.listAttempts(deps.db, endpoint.org_id, endpoint.id, LOG_PAGE);
  return { attempts: rows.map(presentAttempt) };
}

async function latestAttempt(
  deps: Pick<WebhookDeps, "db">,
  orgId: string,
  endpointId: string,
  deliveryId: string,
): Promise<TWebhookAttempt> {
  const rows = await repo.listAttempts(deps.db, orgId, endpointId, 20);
  const row = rows.find((r) => r.attempt.delivery_id === deliveryId);
  return presentAttempt(row!);
}

/** "Send a test": a `webhook.test` message to this endpoint alone, attempted now, its result returned and logged. */
export async function sendWebhookTest(deps: WebhookDeps, actor: Actor, id: string): Promise<TWebhookAttempt> {
  const endpoint = await loadEndpoint(deps.db, actor, id);
  assertOwnsEndpoint(actor, endpoint);
  const messageId = newMessageId();
  await repo.insertMessage(deps.db, {
    id: messageId,
    org_id: endpoint.org_id,
    type: "webhook.test",
    data: { endpoint_id: endpoint.id, message: "This is a test event from PlanReady." },
  });
  const [delivery] = await repo.insertDeliveries(deps.db, [{ org_id: endpoint.org_id, endpoint_id: endpoint.id, message_id: messageId }]);
  const sending = await repo.findDeliveryForSending(deps.db, delivery!.id);
  const outcome = await attemptDelivery(deps, sending!, "test", new Date());
  if (!outcome.succeeded) await repo.updateDelivery(deps.db, delivery!.id, { status: "failed" });
  return latestAttempt(deps, endpoint.org_id, endpoint.id, delivery!.id);
}

/** Resends one delivery from the log now (whatever its state); a success ends its retries. */
export async function resendWebhookDelivery(deps: WebhookDeps, actor: Actor, id: string, deliveryId: string): Promise<TWebhookAttempt> {
  const endpoint = await loadEndpoint(deps.db, actor, id);
  assertOwnsEndpoint(actor, endpoint);
  const delivery = await repo.findDelivery(deps.db, endpoint.org_id, deliveryId);
  if (!delivery || delivery.endpoint_id !== endpoint.id) throw new AppError("NOT_FOUND", "There is no delivery with this id.");
  const sending = await repo.findDeliveryForSending(deps.db, delivery.id);
  await attemptDelivery(deps, sending!, "resend", new Date());
  return latestAttempt(deps, endpoint.org_id, endpoint.id, delivery.id);
}

const newMessageId = () => `msg_${randomBytes(18).toString("base64url")}`;

export type WebhookEvent = {
  orgId: string;
  /** Whose endpoints receive it: the user the event is about (`ownerUserId`) and/or several (`userIds`). */
  ownerUserId?: string;
  userIds?: string[];
  type: TWebhookEventType;
  /** Ids and the link only: never a client's answers (an endpoint with the full payload adds them when sending). */
  data: Record<string, string | null>;
};

/**
 * Sends an event to the webhook endpoints of the users it concerns that take its type: one message, one delivery per
 * endpoint, each a `webhook-delivery` job. Call it after the event's data committed. It never throws: a webhook that
 * cannot be queued must not fail what happened (it is logged). Reviews and referrals call it with the agent the
 * review or referral is for: `emitWebhookEvent(deps, { orgId, ownerUserId, type: "review.received", data: { review_id } })`.
 */
export async function emitWebhookEvent(deps: Pick<WebhookDeps, "db" | "jobs" | "log">, event: WebhookEvent): Promise<number> {
  try {
    const userIds = [...new Set([...(event.userIds ?? []), ...(event.ownerUserId ? [event.ownerUserId] : [])])];
    const endpoints = await repo.findSubscribedEndpoints(deps.db, event.orgId, userIds, event.type);
    if (endpoints.length === 0) return 0;
    const messageId = newMessageId();
    const deliveries = await deps.db.transaction(async (tx) => {
      await repo.insertMessage(tx, { id: messageId, org_id: event.orgId, type: event.type, data: event.data });
      return repo.insertDeliveries(
        tx,
        endpoints.map((endpoint) => ({ id: randomUUID(), org_id: event.orgId, endpoint_id: endpoint.id, message_id: messageId })),
      );
    });
    for (const delivery of deliveries) {
      await deps.jobs.send("webhook-delivery", { deliveryId: delivery.id }, { singletonKey: deliveryJobKey(delivery.id) });
    }
    return deliveries.length;
  } catch (error) {
    deps.log.error({ err: error, type: event.type }, "could not queue a webhook event");
    return 0;
  }
}

/**
 * An event about one survey response: sent to the endpoints of the link's owner and the stakeholders they named (who
 * may see its clients' answers), with the link's id and address.
 */
export async function emitSurveyWebhookEvent(
  deps: Pick<WebhookDeps, "db" | "jobs" | "log">,
  input: {
    orgId: string;
    linkId: string;
    responseId: string;
    type: "survey.submitted" | "survey.started" | "soa.signed";
    extra?: Record<string, string | null>;
  },
): Promise<number> {
  // Most agencies have no endpoint: the survey's own path then pays one indexed look-up, not the recipients'.
  const wanted = await repo.orgHasEndpointsFor(deps.db, input.orgId, input.type).catch((error: unknown) => {
    deps.log.error({ err: error, type: input.type }, "could not look up webhook endpoints");
    return false;
  });
  if (!wanted) return 0;
  const recipients = await findSubmissionRecipients(deps.db, input.linkId, input.orgId).catch(() => undefined);
  if (!recipients) return 0;
  return emitWebhookEvent(deps, {
    orgId: input.orgId,
    userIds: recipients.userIds,
    type: input.type,
    data: { survey_response_id: input.responseId, link_id: input.linkId, link_url: recipients.url, ...input.extra },
  });
}

function statusOf(counts: { enabled: number; failing: number }): TIntegrationStatus {
  if (counts.failing > 0) return "failing";
  return counts.enabled > 0 ? "connected" : "not_connected";
}

/** The webhooks card of the integrations catalog: the user's endpoints, connected or failing. */
export async function webhookIntegrationStatus(db: Db, input: { orgId: string; userId: string }): Promise<TIntegrationStatus> {
  return statusOf(await repo.endpointCounts(db, input.orgId, input.userId));
}

/** The public API card of the integrations catalog: connected while the user has a live API key. */
export async function apiKeyIntegrationStatus(db: Db, input: { orgId: string; userId: string }): Promise<TIntegrationStatus> {
  return (await repo.countLiveApiKeys(db, input.orgId, input.userId)) > 0 ? "connected" : "not_connected";
}
