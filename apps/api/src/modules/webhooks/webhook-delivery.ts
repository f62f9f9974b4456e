import { randomUUID } from "node:crypto";
import { WEBHOOK_FAILURE_WINDOW_MS, webhookRetryDelay } from "@planready/contracts/webhooks";
import type { AppDeps } from "../../core/deps.ts";
import { OutboundError, retryAfterMs } from "../../lib/safe-http.ts";
import { webhookHeaders } from "../../lib/standard-webhooks.ts";
import { getSubmissionDetail } from "../submissions/submission-detail.service.ts";
import { findOrgMember } from "../users/users.service.ts";
import { notifyWebhookDisabled } from "../notifications/notifications.service.ts";
import * as repo from "./webhooks.repository.ts";

export type DeliveryDeps = Pick<AppDeps, "db" | "jobs" | "log" | "secrets" | "outbound" | "publicUrl">;
type Sending = NonNullable<Awaited<ReturnType<typeof repo.findDeliveryForSending>>>;
export type AttemptOutcome = { succeeded: boolean; status: number | null; retryAfterMs: number | null };

const EXCERPT_CHARS = 500;
/** Events about one submission: the full payload adds its answers. */
const submissionEvents = new Set(["survey.submitted", "survey.started", "soa.signed"]);

/** What an endpoint's signing secret is sealed to (lib/secret-box.ts): its organisation, so a box copied elsewhere does not open. */
export const webhookSecretContext = (orgId: string) => `webhook-endpoint:${orgId}`;

/** The secrets that sign now: the current one, and a rotated-out one during its last day. */
function signingSecrets(deps: Pick<AppDeps, "secrets">, endpoint: repo.EndpointRow, now: Date): string[] {
  const context = webhookSecretContext(endpoint.org_id);
  const secrets = [deps.secrets.open(endpoint.secret_enc, context)];
  if (endpoint.previous_secret_enc && endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > now) {
    secrets.push(deps.secrets.open(endpoint.previous_secret_enc, context));
  }
  return secrets;
}

/**
 * The body of one attempt, built when it is sent: the event's type and ids, the link, and where to read the details
 * with an API key. The client's answers only for an endpoint whose full payload an Admin confirmed, and only while its
 * owner may still read that submission (its `submission.viewed` audit entry names the delivery).
 */
async function payloadOf(deps: DeliveryDeps, sending: Sending, now: Date): Promise<string> {
  const { message, endpoint } = sending;
  const data: Record<string, unknown> = { ...message.data };
  const responseId = message.data.survey_response_id;
  if (responseId && submissionEvents.has(message.type)) {
    data.details_url = `${deps.publicUrl}/api/v1/submissions/${responseId}`;
    if (endpoint.full_payload) {
      const owner = await findOrgMember(deps.db, endpoint.org_id, endpoint.owner_user_id);
      if (owner) {
        data.submission = await getSubmissionDetail(deps.db, owner, { ip: null, userAgent: `webhook ${endpoint.id}` }, responseId).catch(
          () => undefined,
        );
      }
    }
  }
  return JSON.stringify({ type: message.type, timestamp: now.toISOString(), data });
}

/** One attempt, logged whatever happens (status, time, the start of the answer or why there was none). */
export async function attemptDelivery(
  deps: DeliveryDeps,
  sending: Sending,
  trigger: "automatic" | "resend" | "test",
  now: Date,
): Promise<AttemptOutcome> {
  const { delivery, message, endpoint } = sending;
  const attempt = delivery.attempts + 1;
  const body = await payloadOf(deps, sending, now);
  const headers = {
    "content-type": "application/json",
    ...webhookHeaders(signingSecrets(deps, endpoint, now), message.id, Math.floor(now.getTime() / 1000), body),
  };
  let outcome: AttemptOutcome;
  let logged: { status_code: number | null; error: string | null; duration_ms: number; response_excerpt: string };
  try {
    const response = await deps.outbound.post(endpoint.url, { headers, body });
    const redirected = response.status >= 300 && response.status < 400;
    outcome = {
      succeeded: response.status >= 200 && response.status < 300,
      status: response.status,
      retryAfterMs: retryAfterMs(response.headers["retry-after"], now.getTime()),
    };
    logged = {
      status_code: response.status,
      error: redirected ? "The receiver answered with a redirect, which is not followed: use the final address." : null,
      duration_ms: response.durationMs,
      response_excerpt: response.body.slice(0, EXCERPT_CHARS),
    };
  } catch (error) {
    outcome = { succeeded: false, status: null, retryAfterMs: null };
    const words = error instanceof OutboundError ? error.message : "The receiver could not be reached.";
    if (!(error instanceof OutboundError)) deps.log.warn({ err: error, endpointId: endpoint.id }, "webhook attempt failed");
    logged = { status_code: null, error: words, duration_ms: 0, response_excerpt: "" };
  }
  await repo.insertAttempt(deps.db, {
    id: randomUUID(),
    org_id: endpoint.org_id,
    endpoint_id: endpoint.id,
    delivery_id: delivery.id,
    attempt,
    trigger,
    attempted_at: now,
    succeeded: outcome.succeeded,
    ...logged,
  });
  await repo.updateDelivery(deps.db, delivery.id, {
    attempts: attempt,
    ...(outcome.succeeded ? { status: "succeeded", next_attempt_at: null } : {}),
  });
  if (outcome.succeeded && endpoint.failing_since) {
    await repo.updateEndpoint(deps.db, endpoint.org_id, endpoint.id, { failing_since: null });
  }
  return outcome;
}

export const deliveryJobKey = (deliveryId: string) => `webhook-delivery:${deliveryId}`;

/**
 * The `webhook-delivery` job: one automatic attempt, then the next on the schedule (contracts `webhookRetryDelay`,
 * with jitter and the receiver's `Retry-After`). 410 Gone disables the endpoint; an endpoint failing for 5 days is
 * disabled and its owner told; after the last attempt the delivery is failed (it can still be resent from the log).
 */
export async function runWebhookDelivery(deps: DeliveryDeps, input: { deliveryId: string }, now = new Date()): Promise<void> {
  const sending = await repo.findDeliveryForSending(deps.db, input.deliveryId);
  if (!sending || sending.delivery.status !== "pending") return;
  const { delivery, endpoint } = sending;
  if (endpoint.disabled_at) {
    await repo.updateDelivery(deps.db, delivery.id, { status: "failed", next_attempt_at: null });
    return;
  }
  const outcome = await attemptDelivery(deps, sending, "automatic", now);
  if (outcome.succeeded) return;
  const failingSince = endpoint.failing_since ?? now;
  if (outcome.status === 410) {
    await disableEndpoint(deps, endpoint, "gone", now);
  } else if (now.getTime() - failingSince.getTime() >= WEBHOOK_FAILURE_WINDOW_MS) {
    await disableEndpoint(deps, endpoint, "failing", now);
  } else {
    if (!endpoint.failing_since) await repo.updateEndpoint(deps.db, endpoint.org_id, endpoint.id, { failing_since: now });
    const delay = webhookRetryDelay(delivery.attempts + 2, Math.random(), outcome.retryAfterMs);
    if (delay !== null) {
      const at = new Date(now.getTime() + delay);
      await repo.updateDelivery(deps.db, delivery.id, { next_attempt_at: at });
      await deps.jobs.send("webhook-delivery", { deliveryId: delivery.id }, { singletonKey: deliveryJobKey(delivery.id), startAfter: at });
      return;
    }
  }
  await repo.updateDelivery(deps.db, delivery.id, { status: "failed", next_attempt_at: null });
}

async function disableEndpoint(deps: DeliveryDeps, endpoint: repo.EndpointRow, reason: "gone" | "failing", now: Date) {
  await repo.updateEndpoint(deps.db, endpoint.org_id, endpoint.id, {
    disabled_at: now,
    disabled_reason: reason,
    failing_since: endpoint.failing_since ?? now,
  });
  await notifyWebhookDisabled(deps, {
    orgId: endpoint.org_id,
    userId: endpoint.owner_user_id,
    host: new URL(endpoint.url).host,
    reason,
  }).catch((error: unknown) => deps.log.warn({ err: error, endpointId: endpoint.id }, "could not notify a disabled webhook"));
}
