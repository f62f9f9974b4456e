import { familiarWithMedicareChoices } from "@planready/contracts/surveys/choices";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import type { TScreenProps } from "../screen-props";

export default function FamiliarWithMedicareScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  return (
    <ScreenLayout {...props} title={t("titles.familiarWithMedicare")} intro={<p>{t("screens.familiarWithMedicare.intro")}</p>}>
      <ChoiceCards
        legend={t("screens.familiarWithMedicare.legend")}
        name="familiar_with_medicare"
        options={familiarWithMedicareChoices.map((value) => ({ value, label: t(`choices.familiarWithMedicare.${value}`) }))}
        value={props.content.familiar_with_medicare}
        onValueChange={(value) =>
          props.save({ familiar_with_medicare: value as (typeof familiarWithMedicareChoices)[number] }, { immediate: true })
        }
      />
    </ScreenLayout>
  );
}
