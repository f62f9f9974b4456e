/**
 * Failed payments (docs/product.md#failed-payments): an organisation's `number_failed_payment_attempts` comes from its invoices as the
 * payment provider reports them, never from counting webhook deliveries. Each webhook makes the server re-read the
 * invoice and merge what it saw into the organisation's invoice observations; the count is the highest attempt
 * count among invoices still owed.
 *
 * The merge is a join (attempt counts only grow, a settled invoice stays settled), so any order or duplication of
 * events ends in the same state: delivering the same event twice, or "paid" before "failed", changes nothing.
 */
export type TInvoiceSettlement = "open" | "paid" | "void";

/** What one read of an invoice at the provider said. `uncollectible` invoices are still owed: they count as open. */
export type TInvoiceObservation = { invoiceId: string; attemptCount: number; settlement: TInvoiceSettlement };

export type TInvoiceState = { attemptCount: number; settlement: TInvoiceSettlement };
export type TFailedPaymentState = Readonly<Record<string, TInvoiceState>>;

const settlementRank: Record<TInvoiceSettlement, number> = { open: 0, paid: 1, void: 1 };

function mergeInvoice(current: TInvoiceState | undefined, seen: TInvoiceObservation): TInvoiceState {
  if (!current) return { attemptCount: Math.max(0, seen.attemptCount), settlement: seen.settlement };
  const settlement =
    settlementRank[seen.settlement] > settlementRank[current.settlement]
      ? seen.settlement
      : // Paid and void never both happen to one invoice; if they were both reported, paid wins, whatever the order.
        current.settlement === "void" && seen.settlement === "paid"
        ? "paid"
        : current.settlement;
  return { attemptCount: Math.max(current.attemptCount, seen.attemptCount), settlement };
}

export function applyInvoiceObservation(state: TFailedPaymentState, seen: TInvoiceObservation): TFailedPaymentState {
  return { ...state, [seen.invoiceId]: mergeInvoice(state[seen.invoiceId], seen) };
}

/**
 * The failed attempts that matter now: the highest attempt count among invoices still owed. An invoice still open
 * after N attempts has failed N times (a successful attempt settles it), as the provider counts them.
 */
export function failedPaymentAttempts(state: TFailedPaymentState): number {
  let highest = 0;
  for (const invoice of Object.values(state)) {
    if (invoice.settlement === "open") highest = Math.max(highest, invoice.attemptCount);
  }
  return highest;
}

/** Replays observations from nothing: the state they lead to, whatever their order. */
export function failedPaymentStateOf(observations: readonly TInvoiceObservation[]): TFailedPaymentState {
  return observations.reduce(applyInvoiceObservation, {} as TFailedPaymentState);
}
