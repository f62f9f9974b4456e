import type { TIntegrationHandoff } from "@planready/contracts/integration-handoff";
import type { TAttemptOutcome, TPartnerIntegrationId } from "@planready/contracts/integrations";

/**
 * The one port every partner adapter stands behind (docs/decisions/034-partner-integrations.md). A push adapter
 * sends a submission's hand-off to the partner's API; a pre-fill adapter builds the address of the partner's page
 * with the hand-off's values, for the "Open in {partner}" button. The wire formats are our adapters' formats for
 * each partner, configurable by the operator's base URLs; the partners' addresses come from configuration, never
 * from agents.
 */
export type PartnerConnection = {
  /** Decrypted credentials: handed to the adapter for one call, never logged nor returned. */
  credentials: Readonly<Record<string, string>>;
  settings: Readonly<Record<string, string>>;
};

export type PushContext = PartnerConnection & {
  /** The delivery's id: sent as the idempotency key, so a retried push creates nothing twice at the partner. */
  deliveryId: string;
};

export type PushResult = { partnerRef: string | null; httpStatus: number };

/** How a partner's failures are retried: the waits before the 2nd, 3rd… attempts, in seconds. */
export type RetryPolicy = { delaysS: readonly number[] };

export interface PushAdapter {
  readonly id: TPartnerIntegrationId;
  readonly mode: "push";
  readonly retry: RetryPolicy;
  push(handoff: TIntegrationHandoff, context: PushContext): Promise<PushResult>;
}

export interface PrefillAdapter {
  readonly id: TPartnerIntegrationId;
  readonly mode: "prefill_link";
  /** The partner's page with the hand-off filled in. */
  openUrl(handoff: TIntegrationHandoff, settings: Readonly<Record<string, string>>): string;
}

export type PartnerAdapter = PushAdapter | PrefillAdapter;

/** A failed call to a partner, with what the delivery log says and whether another attempt may help. */
export type PartnerErrorDetails = { httpStatus?: number | null; retryable: boolean; retryAfterS?: number | null; excerpt?: string | null };
export class PartnerError extends Error {
  readonly outcome: TAttemptOutcome;
  readonly details: PartnerErrorDetails;
  constructor(outcome: TAttemptOutcome, details: PartnerErrorDetails) {
    super(`partner call failed: ${outcome}${details.httpStatus ? ` (HTTP ${details.httpStatus})` : ""}`);
    this.outcome = outcome;
    this.details = details;
  }
  get httpStatus(): number | null {
    return this.details.httpStatus ?? null;
  }
  get retryable(): boolean {
    return this.details.retryable;
  }
}

/**
 * When the next attempt runs: the partner's wait for this attempt number, or its `Retry-After` when longer (capped at
 * 6 hours); null when the attempts are used up or the failure is not one to retry.
 */
export function nextAttemptDelayS(policy: RetryPolicy, attemptsMade: number, error: PartnerError): number | null {
  if (!error.retryable) return null;
  const wait = policy.delaysS[attemptsMade - 1];
  if (wait === undefined) return null;
  return Math.min(Math.max(wait, error.details.retryAfterS ?? 0), 6 * 3600);
}
