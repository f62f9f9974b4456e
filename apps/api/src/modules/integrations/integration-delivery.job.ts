import { buildHandoff, sampleHandoff, type TIntegrationHandoff } from "@planready/contracts/integration-handoff";
import type { TAttemptOutcome } from "@planready/contracts/integrations";
import type { AppDeps } from "../../core/deps.ts";
import { nextAttemptDelayS, PartnerError } from "../../integrations/partners/partner-adapter.ts";
import { findReadableSubmission } from "../submissions/submission-detail.service.ts";
import { findOrgMember } from "../users/users.service.ts";
import { openConnection } from "./integration-credentials.ts";
import { countAttempts, findConnection, findDelivery, recordAttempt } from "./integrations.repository.ts";

type DeliveryDeps = Pick<AppDeps, "db" | "jobs" | "partners" | "secrets" | "log" | "publicUrl" | "configuredPublicUrl">;

/** The `integration-delivery` job: one attempt of one hand-off (jobs carry the delivery's id only). */
export async function runIntegrationDelivery(deps: DeliveryDeps, data: { deliveryId: string }): Promise<void> {
  await attemptDelivery(deps, data.deliveryId, { retry: true });
}

/**
 * One attempt: the delivery's connection and hand-off read afresh (the submission through the visibility rule of its
 * connection's owner, docs/decisions/027), sent by the partner's adapter, logged with its outcome, status code, time
 * and the start of a failing answer. A failure the partner's retry rules allow is tried again later by a new job
 * (the wait: the partner's schedule, or its `Retry-After` when longer); otherwise the delivery has failed. Logs carry
 * ids and outcomes, never what was sent.
 */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string, options: { retry: boolean }): Promise<void> {
  const delivery = await findDelivery(deps.db, deliveryId);
  if (!delivery || delivery.status === "delivered" || delivery.status === "failed") return;
  const attempt = (await countAttempts(deps.db, deliveryId)) + 1;
  const started = Date.now();
  const finish = (outcome: TAttemptOutcome, extra: { http_status?: number | null; excerpt?: string | null } = {}) =>
    recordAttempt(
      deps.db,
      deliveryId,
      {
        attempt,
        outcome,
        http_status: extra.http_status ?? null,
        duration_ms: Date.now() - started,
        response_excerpt: extra.excerpt ?? null,
      },
      { status: "failed", next_attempt_at: null },
    );

  const adapter = deps.partners[delivery.integration_id];
  const connection = await findConnection(deps.db, delivery.org_id, delivery.user_id, delivery.integration_id);
  if (!adapter || adapter.mode !== "push" || !connection) return finish("not_configured");

  let handoff: TIntegrationHandoff;
  if (delivery.kind === "test" || !delivery.response_id) {
    handoff = sampleHandoff(`${deps.configuredPublicUrl ?? deps.publicUrl}/test`, delivery.created_at);
  } else {
    const owner = await findOrgMember(deps.db, delivery.org_id, delivery.user_id);
    const found = owner && (await findReadableSubmission(deps.db, owner, delivery.response_id));
    if (!found) return finish("not_visible");
    handoff = buildHandoff({ submission: found.submission, content: found.content });
  }

  try {
    const result = await adapter.push(handoff, { ...openConnection(deps, connection), deliveryId });
    await recordAttempt(
      deps.db,
      deliveryId,
      { attempt, outcome: "delivered", http_status: result.httpStatus, duration_ms: Date.now() - started, response_excerpt: null },
      { status: "delivered", partner_ref: result.partnerRef, next_attempt_at: null },
    );
    deps.log.info({ deliveryId, integration: delivery.integration_id, attempt }, "integration delivery sent");
  } catch (caught) {
    const error =
      caught instanceof PartnerError
        ? caught
        : new PartnerError("unreachable", { retryable: true, excerpt: caught instanceof Error ? caught.name : null });
    if (!(caught instanceof PartnerError)) deps.log.warn({ err: caught, deliveryId }, "integration delivery: unexpected error");
    const wait = options.retry ? nextAttemptDelayS(adapter.retry, attempt, error) : null;
    const nextAt = wait === null ? null : new Date(Date.now() + wait * 1000);
    await recordAttempt(
      deps.db,
      deliveryId,
      {
        attempt,
        outcome: error.outcome,
        http_status: error.httpStatus,
        duration_ms: Date.now() - started,
        response_excerpt: error.details.excerpt ?? null,
      },
      { status: nextAt ? "retrying" : "failed", next_attempt_at: nextAt },
    );
    deps.log.warn(
      { deliveryId, integration: delivery.integration_id, attempt, outcome: error.outcome, status: error.httpStatus, retryInS: wait },
      "integration delivery failed",
    );
    if (wait !== null)
      await deps.jobs.send(
        "integration-delivery",
        { deliveryId },
        { singletonKey: `delivery:${deliveryId}`, startAfter: new Date(Date.now() + wait * 1000) },
      );
  }
}
