import type { TPromoEvent, TPromoState } from "@planready/contracts/promo";
import type { Dispatch } from "react";
import { useTranslation } from "../../../i18n/react";
import { PromoCodeField as PromoCodeInput } from "../../../components/promo-code-field";
import { problemMessage } from "../../../lib/problem-message";
import { isInvalidDiscountCode, useApplyPromoCode } from "../api/apply-promo-code";

type PromoCodeFieldProps = { orgId: string; state: TPromoState; dispatch: Dispatch<TPromoEvent> };

/** The Discount step's promo code (docs/product.md#promo-codes): a valid code is applied to the organisation (an Admin's POST). */
export function PromoCodeField({ orgId, state, dispatch }: PromoCodeFieldProps) {
  const { t } = useTranslation("onboarding");
  const apply = useApplyPromoCode(orgId);
  return (
    <PromoCodeInput
      state={state}
      dispatch={dispatch}
      check={apply.mutateAsync}
      isInvalidCode={isInvalidDiscountCode}
      failureMessage={(failure) => problemMessage(failure, t, "saveFailed")}
      labels={{
        label: t("agency.discount.label"),
        add: t("agency.discount.add"),
        replace: t("agency.discount.replace"),
        cancel: t("agency.discount.cancel"),
        applied: t("agency.discount.applied"),
        checking: t("agency.discount.checking"),
        invalid: t("agency.discount.invalid"),
      }}
    />
  );
}
