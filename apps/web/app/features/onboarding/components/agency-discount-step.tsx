import { nextAgencyPath, previousAgencyPath } from "@planready/contracts/onboarding";
import type { TOrg } from "@planready/contracts/orgs";
import { discountAdvanceLabel, initialPromoState, promoReducer } from "@planready/contracts/promo";
import { useReducer } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { PromoCodeField } from "./promo-code-field";
import { StepActions } from "./step-actions";
import { StepLayout } from "./step-layout";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

/**
 * Agency step 3: an optional promo code. A code kept on the organisation (payment.temp_promo_code) shows as
 * applied after a reload; Skip becomes Next once a code is applied. Billing is the agency Admin's: others only go on.
 */
export function AgencyDiscountStep({ org, canApplyCode }: { org: TOrg; canApplyCode: boolean }) {
  const returnTo = useOnboardingReturnTo();
  const { t } = useTranslation("onboarding");
  const [state, dispatch] = useReducer(promoReducer, org.payment.temp_promo_code, initialPromoState);
  const advance = discountAdvanceLabel(state);
  return (
    <StepLayout heading={t("agency.discount.heading")} hint={t("agency.discount.hint")} position={{ current: 3, total: 3 }}>
      {canApplyCode ? <PromoCodeField orgId={org.id} state={state} dispatch={dispatch} /> : null}
      <StepActions backHref={previousAgencyPath("Discount", returnTo)}>
        {state.kind === "validating" ? (
          <Button isDisabled variant={advance === "Next" ? "primary" : "secondary"}>
            {t(advance === "Next" ? "next" : "skip")}
          </Button>
        ) : (
          <ButtonLink href={nextAgencyPath("Discount", returnTo)} variant={advance === "Next" ? "primary" : "secondary"}>
            {t(advance === "Next" ? "next" : "skip")}
          </ButtonLink>
        )}
      </StepActions>
    </StepLayout>
  );
}
