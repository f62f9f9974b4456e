/**
 * The promo-code field (docs/product.md#promo-codes): none, applied, replacing, validating.
 * A reducer so every transition is explicit and unit-tested.
 */
export type TPromoState =
  | { kind: "none"; input: string; error: string | null }
  | { kind: "validating"; input: string; previous: string | null }
  | { kind: "applied"; code: string }
  | { kind: "replacing"; code: string; input: string; error: string | null };

export type TPromoEvent =
  | { type: "edit"; value: string }
  | { type: "submit" }
  | { type: "valid"; code: string }
  | { type: "invalid" }
  | { type: "replace" }
  | { type: "cancel" };

export const INVALID_DISCOUNT_CODE = "Invalid discount code";

export function initialPromoState(applied: string | null): TPromoState {
  return applied ? { kind: "applied", code: applied } : { kind: "none", input: "", error: null };
}

export function promoReducer(state: TPromoState, event: TPromoEvent): TPromoState {
  switch (event.type) {
    case "edit":
      // Editing clears 'Invalid discount code'.
      if (state.kind === "none") return { kind: "none", input: event.value, error: null };
      if (state.kind === "replacing") return { ...state, input: event.value, error: null };
      return state;
    case "submit": {
      if (state.kind !== "none" && state.kind !== "replacing") return state;
      const input = state.input.trim();
      if (!input) return state;
      return { kind: "validating", input, previous: state.kind === "replacing" ? state.code : null };
    }
    case "valid":
      return state.kind === "validating" ? { kind: "applied", code: event.code } : state;
    case "invalid":
      if (state.kind !== "validating") return state;
      return state.previous
        ? { kind: "replacing", code: state.previous, input: state.input, error: INVALID_DISCOUNT_CODE }
        : { kind: "none", input: state.input, error: INVALID_DISCOUNT_CODE };
    case "replace":
      return state.kind === "applied" ? { kind: "replacing", code: state.code, input: "", error: null } : state;
    case "cancel":
      return state.kind === "replacing" ? { kind: "applied", code: state.code } : state;
  }
}

/** The Discount step's advance button reads Next once a code is applied, Skip otherwise. */
export function discountAdvanceLabel(state: TPromoState): "Next" | "Skip" {
  return state.kind === "applied" ? "Next" : "Skip";
}
