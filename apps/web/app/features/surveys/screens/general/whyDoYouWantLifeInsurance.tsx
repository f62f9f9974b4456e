import { whyLifeInsuranceChoices } from "@planready/contracts/surveys/choices";
import { useTranslation } from "../../../../i18n/react";
import { CheckboxCards, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { blankToNull } from "../../lib/format";
import type { TScreenProps } from "../screen-props";

type TReason = (typeof whyLifeInsuranceChoices)[number];

export default function WhyDoYouWantLifeInsuranceScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const selected = content.why_life_insurance ?? [];
  return (
    <ScreenLayout {...props} title={t("titles.whyDoYouWantLifeInsurance")} intro={<p>{t("screens.whyDoYouWantLifeInsurance.intro")}</p>}>
      <CheckboxCards
        legend={t("screens.whyDoYouWantLifeInsurance.legend")}
        hint={t("screens.whyDoYouWantLifeInsurance.hint")}
        options={whyLifeInsuranceChoices.map((value) => ({ value, label: t(`choices.whyLifeInsurance.${value}`) }))}
        values={selected}
        onToggle={(value, checked) => {
          const next = checked
            ? [...selected.filter((item) => item !== value), value as TReason]
            : selected.filter((item) => item !== value);
          save(
            { why_life_insurance: next.length ? next : null, ...(next.includes("other") ? {} : { why_life_insurance_other: null }) },
            { immediate: true },
          );
        }}
      >
        {(value) =>
          value === "other" ? (
            <TextInput
              label={t("screens.whyDoYouWantLifeInsurance.otherLabel")}
              maxLength={500}
              value={content.why_life_insurance_other ?? ""}
              onValueChange={(text) => save({ why_life_insurance_other: blankToNull(text) })}
            />
          ) : null
        }
      </CheckboxCards>
    </ScreenLayout>
  );
}
