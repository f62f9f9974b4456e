import type { TPlanProduct } from "@planready/contracts/billing/plans";
import type { TPromoEvent, TPromoState } from "@planready/contracts/promo";
import type { Dispatch } from "react";
import { useTranslation } from "../../../i18n/react";
import { PromoCodeField } from "../../../components/promo-code-field";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { useCheckPromoCode } from "../api/check-promo-code";

const isInvalidCode = (error: unknown) => problemCode(error) === "INVALID_DISCOUNT_CODE";

/** The optional promo code of a purchase, checked for the plan product being bought (docs/product.md#promo-codes). */
export function BillingPromoField({
  product,
  state,
  dispatch,
}: {
  product: TPlanProduct;
  state: TPromoState;
  dispatch: Dispatch<TPromoEvent>;
}) {
  const { t } = useTranslation("billing");
  const check = useCheckPromoCode(product);
  const description = state.kind === "applied" && check.data?.code === state.code ? check.data.description : null;
  return (
    <PromoCodeField
      state={state}
      dispatch={dispatch}
      check={check.mutateAsync}
      isInvalidCode={isInvalidCode}
      failureMessage={(failure) => problemMessage(failure, t, "promo.failed", { PAYMENT_PROVIDER_UNAVAILABLE: "promo.failed" })}
      appliedDetail={description}
      labels={{
        label: t("promo.label"),
        add: t("promo.add"),
        replace: t("promo.replace"),
        cancel: t("promo.cancel"),
        applied: t("promo.applied"),
        checking: t("promo.checking"),
        invalid: t("promo.invalid"),
      }}
    />
  );
}
