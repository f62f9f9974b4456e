import type { TPromoEvent, TPromoState } from "@planready/contracts/promo";
import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type ReactNode } from "react";
import { useKeepTypedValues } from "../lib/use-keep-typed-values";
import { Button } from "./ui/button";
import { fieldErrorClass } from "./ui/field-styles";
import { TextField } from "./ui/text-field";

export type PromoCodeLabels = {
  label: string;
  add: string;
  replace: string;
  cancel: string;
  /** Before the applied code: "Promo code applied:". */
  applied: string;
  /** Announced while the code is checked. */
  checking: string;
  /** Shown when the code is refused: 'Invalid discount code'. */
  invalid: string;
};

export type PromoCodeFieldProps = {
  state: TPromoState;
  dispatch: Dispatch<TPromoEvent>;
  /** Checks a code; resolves with the code as the provider spells it, rejects when it cannot be used. */
  check: (code: string) => Promise<{ code: string }>;
  /** Whether a rejection means the code itself is unknown (shown as `labels.invalid`). */
  isInvalidCode: (error: unknown) => boolean;
  /** Words for any other failure (no payment account yet, rate limit, network). */
  failureMessage: (error: unknown) => string;
  labels: PromoCodeLabels;
  /** Under the applied code, e.g. what the discount gives. */
  appliedDetail?: ReactNode;
};

/**
 * The promo-code field (docs/product.md#promo-codes), driven by promoReducer (contracts/promo): none (input + Add), validating (spinner,
 * disabled), applied (check mark, the code, Replace) and replacing (input + Replace + Cancel). It is a form of its
 * own, so place it outside any other form.
 */
export function PromoCodeField({ state, dispatch, check, isInvalidCode, failureMessage, labels, appliedDetail }: PromoCodeFieldProps) {
  const errorId = useId();
  const [otherError, setOtherError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedValues(formRef, { promo: (value) => dispatch({ type: "edit", value }) });
  const previousKind = useRef(state.kind);
  useEffect(() => {
    const before = previousKind.current;
    previousKind.current = state.kind;
    if (before === state.kind || state.kind === "validating") return;
    // The pressed button was disabled or removed as the field changed shape: keep focus in the field, with
    // the cursor after the code so Backspace edits it.
    const target = rootRef.current?.querySelector<HTMLElement>(state.kind === "applied" ? "button" : "input");
    target?.focus();
    if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
  }, [state.kind]);

  return <div ref={rootRef}>{state.kind === "applied" ? renderApplied(state.code) : renderInput()}</div>;

  function renderApplied(code: string) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-300 bg-green-50 px-4 py-3 dark:border-green-800 dark:bg-green-950">
        <output className="flex items-start gap-2 text-green-900 dark:text-green-100">
          <CircleCheck aria-hidden className="size-6 shrink-0 text-green-700 dark:text-green-300" />
          <span>
            {labels.applied} <strong className="font-semibold">{code}</strong>
            {appliedDetail ? <span className="block text-sm">{appliedDetail}</span> : null}
          </span>
        </output>
        <Button variant="secondary" onPress={() => dispatch({ type: "replace" })}>
          {labels.replace}
        </Button>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind !== "none" && state.kind !== "replacing") return;
    const code = state.input.trim();
    if (!code) return;
    setOtherError(null);
    dispatch({ type: "submit" });
    check(code).then(
      (result) => dispatch({ type: "valid", code: result.code }),
      (failure: unknown) => {
        if (!isInvalidCode(failure)) setOtherError(failureMessage(failure));
        dispatch({ type: "invalid" });
      },
    );
  }

  function renderInput() {
    if (state.kind === "applied") return null;
    const validating = state.kind === "validating";
    const input = state.input;
    const error = state.kind === "validating" ? null : (otherError ?? (state.error ? labels.invalid : null));
    return (
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={labels.label}
            name="promo"
            autoComplete="off"
            value={input}
            isReadOnly={validating}
            onChange={(value) => {
              setOtherError(null);
              dispatch({ type: "edit", value });
            }}
            isInvalid={!!error}
            aria-describedby={error ? errorId : undefined}
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="submit" variant="secondary" isDisabled={!input.trim()} isLoading={validating}>
            {state.kind === "replacing" || (validating && state.previous) ? labels.replace : labels.add}
          </Button>
          {state.kind === "replacing" ? (
            <Button variant="ghost" onPress={() => dispatch({ type: "cancel" })}>
              {labels.cancel}
            </Button>
          ) : null}
        </div>
        {validating ? <output className="sr-only">{labels.checking}</output> : null}
        <p id={errorId} role="alert" className={`min-h-5 ${fieldErrorClass}`}>
          {error}
        </p>
      </form>
    );
  }
}
