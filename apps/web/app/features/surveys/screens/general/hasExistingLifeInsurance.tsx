import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { blankToNull } from "../../lib/format";
import type { TScreenProps } from "../screen-props";
import { DollarsInput } from "./dollars-input";

/** Whether the client already has life insurance, and if so how much and with whom. */
export default function HasExistingLifeInsuranceScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const answer = content.has_existing_life_insurance === null ? null : content.has_existing_life_insurance ? "yes" : "no";
  return (
    <ScreenLayout {...props} title={t("titles.hasExistingLifeInsurance")} intro={<p>{t("screens.hasExistingLifeInsurance.intro")}</p>}>
      <ChoiceCards
        legend={t("screens.hasExistingLifeInsurance.legend")}
        name="has_existing_life_insurance"
        options={[
          { value: "yes", label: t("choices.yesNo.yes") },
          { value: "no", label: t("choices.yesNo.no") },
        ]}
        value={answer}
        onValueChange={(value) =>
          save(
            value === "yes"
              ? { has_existing_life_insurance: true }
              : { has_existing_life_insurance: false, existing_life_coverage_amount: null, existing_life_carrier: null },
            { immediate: true },
          )
        }
      />
      {answer === "yes" ? (
        <>
          <DollarsInput
            label={t("screens.hasExistingLifeInsurance.amount")}
            value={content.existing_life_coverage_amount}
            max={50_000_000}
            onSave={(value) => save({ existing_life_coverage_amount: value })}
          />
          <TextInput
            label={t("screens.hasExistingLifeInsurance.carrier")}
            maxLength={200}
            value={content.existing_life_carrier ?? ""}
            onValueChange={(value) => save({ existing_life_carrier: blankToNull(value) })}
          />
        </>
      ) : null}
    </ScreenLayout>
  );
}
