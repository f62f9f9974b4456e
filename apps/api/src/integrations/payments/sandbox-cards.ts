import { SANDBOX_CARDS } from "@planready/contracts/billing/api";
import type { SandboxCardInput, SandboxDeclineCode } from "./payment-provider.ts";

export type SandboxCardOutcome = "succeeds" | "card_declined" | "insufficient_funds";

const digits = (value: string) => value.replace(/[\s-]/g, "");

const outcomes = new Map<string, SandboxCardOutcome>([
  [digits(SANDBOX_CARDS.success), "succeeds"],
  [digits(SANDBOX_CARDS.declined), "card_declined"],
  [digits(SANDBOX_CARDS.insufficientFunds), "insufficient_funds"],
]);

export type CheckedCard =
  | { ok: true; outcome: SandboxCardOutcome; brand: string; last4: string; expMonth: number; expYear: number }
  | { ok: false; declineCode: SandboxDeclineCode };

/**
 * What a test card does, as Stripe's test mode answers: only the numbers of SANDBOX_CARDS are known (anything else
 * is an incorrect number), a past expiry date is an expired card. The number itself is never kept.
 */
export function checkSandboxCard(card: SandboxCardInput, now = new Date()): CheckedCard {
  const number = digits(card.number);
  const outcome = outcomes.get(number);
  if (!outcome) return { ok: false, declineCode: "incorrect_number" };
  const expired =
    card.exp_year < now.getUTCFullYear() || (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
  if (expired) return { ok: false, declineCode: "expired_card" };
  if (!/^[0-9]{3,4}$/.test(card.cvc)) return { ok: false, declineCode: "incorrect_cvc" };
  return { ok: true, outcome, brand: "visa", last4: number.slice(-4), expMonth: card.exp_month, expYear: card.exp_year };
}
