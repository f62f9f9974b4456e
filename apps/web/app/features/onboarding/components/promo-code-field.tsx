import type { TPromoEvent, TPromoState } from "@planready/contracts/promo";
import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { isInvalidDiscountCode, useCheckPromoCode } from "../api/check-promo-code";

type PromoCodeFieldProps = { orgId: string; state: TPromoState; dispatch: Dispatch<TPromoEvent> };

/**
 * The promo code of spec §4, driven by promoReducer: none (input + Add), validating (spinner, disabled),
 * applied (check mark, the code, Replace) and replacing (input + Replace + Cancel).
 */
export function PromoCodeField({ orgId, state, dispatch }: PromoCodeFieldProps) {
  const { t } = useTranslation("onboarding");
  const errorId = useId();
  const check = useCheckPromoCode(orgId);
  // Failures other than an unknown code (no payment account yet, rate limit, network) have their own words.
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
        <output className="flex items-center gap-2 text-green-900 dark:text-green-100">
          <CircleCheck aria-hidden className="size-6 shrink-0 text-green-700 dark:text-green-300" />
          <span>
            {t("agency.discount.applied")} <strong className="font-semibold">{code}</strong>
          </span>
        </output>
        <Button variant="secondary" onPress={() => dispatch({ type: "replace" })}>
          {t("agency.discount.replace")}
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
    check.mutate(code, {
      onSuccess: (result) => dispatch({ type: "valid", code: result.code }),
      onError: (failure) => {
        if (!isInvalidDiscountCode(failure)) {
          setOtherError(failure instanceof ApiError ? failure.userMessage : t("saveFailed"));
        }
        dispatch({ type: "invalid" });
      },
    });
  }

  function renderInput() {
    if (state.kind === "applied") return null;
    const validating = state.kind === "validating";
    const input = state.input;
    const error = state.kind === "validating" ? null : (otherError ?? (state.error ? t("agency.discount.invalid") : null));
    return (
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t("agency.discount.label")}
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
            {state.kind === "replacing" || (validating && state.previous) ? t("agency.discount.replace") : t("agency.discount.add")}
          </Button>
          {state.kind === "replacing" ? (
            <Button variant="ghost" onPress={() => dispatch({ type: "cancel" })}>
              {t("agency.discount.cancel")}
            </Button>
          ) : null}
        </div>
        {validating ? <output className="sr-only">{t("agency.discount.checking")}</output> : null}
        <p id={errorId} role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      </form>
    );
  }
}
