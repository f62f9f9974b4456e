import { planLabel, priceLabel, type TPlan, type TPlanPrice } from "@planready/contracts/billing/plans";
import { useTranslation } from "../../../i18n/react";
import { formatMoney } from "../../../lib/format";

/**
 * A price as people read it: "$29.00 / month", "$26.00 / month for 12 months". English is the contracts' priceLabel
 * (the one rule, unit-tested there); other languages say the same in their own words.
 */
export function usePriceText() {
  const { t, i18n } = useTranslation("billing");
  return (price: Pick<TPlanPrice, "amount" | "currency" | "interval">, plan?: TPlan | null): string => {
    if (i18n.language === "en") return priceLabel(price, plan);
    const amount = formatMoney(price.amount, price.currency, i18n.language);
    if (plan && !plan.legacy && plan.duration === "annual-paid-monthly") return t("price.monthFor12", { amount });
    return t(price.interval === "year" ? "price.year" : "price.month", { amount });
  };
}

/** A plan's name: its label (planLabel) in English ("Traditional surveys (annual paid monthly)"), translated otherwise. */
export function usePlanText() {
  const { t, i18n } = useTranslation("billing");
  return (plan: TPlan): string => {
    if (i18n.language === "en") return planLabel(plan);
    const duration = plan.legacy ? t("plans.legacy") : t(`durations.${plan.duration}`).toLowerCase();
    return `${t(`plans.${plan.product}`)} (${duration})`;
  };
}
