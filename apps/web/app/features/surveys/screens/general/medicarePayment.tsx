import { medicarePaymentChoices } from "@planready/contracts/surveys/choices";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import type { TScreenProps } from "../screen-props";

/** How the client pays (or will pay) their Medicare premiums. */
export default function MedicarePaymentScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  return (
    <ScreenLayout {...props} title={t("titles.medicarePayment")} intro={<p>{t("screens.medicarePayment.intro")}</p>}>
      <ChoiceCards
        legend={t("screens.medicarePayment.legend")}
        name="medicare_payment"
        options={medicarePaymentChoices.map((value) => ({ value, label: t(`choices.medicarePayment.${value}`) }))}
        value={props.content.medicare_payment}
        onValueChange={(value) => props.save({ medicare_payment: value as (typeof medicarePaymentChoices)[number] }, { immediate: true })}
      />
    </ScreenLayout>
  );
}
