import { medicarePlanInterestChoices } from "@planready/contracts/surveys/choices";
import { formatDobInput, isValidUsDate } from "@planready/contracts/surveys/dob";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { CheckboxCards, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import type { TScreenProps } from "../screen-props";

type TInterest = (typeof medicarePlanInterestChoices)[number];

/** For clients not on Medicare yet: the plan types they are curious about and their Part A / Part B start dates. */
export default function MedicarePlanScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const [partA, setPartA] = useState(content.medicare_part_a_date ?? "");
  const [partB, setPartB] = useState(content.medicare_part_b_date ?? "");
  const { errors, check } = useScreenValidation(() => ({
    partA: partA !== "" && !isValidUsDate(partA) && t("errors.date"),
    partB: partB !== "" && !isValidUsDate(partB) && t("errors.date"),
  }));
  const selected = content.medicare_plan_interest ?? [];
  const dateField = (field: "medicare_part_a_date" | "medicare_part_b_date", set: (value: string) => void) => (raw: string) => {
    const value = formatDobInput(raw);
    set(value);
    if (value === "") save({ [field]: null });
    else if (isValidUsDate(value)) save({ [field]: value });
  };
  return (
    <ScreenLayout
      {...props}
      title={t("titles.medicarePlan")}
      intro={<p>{t("screens.medicarePlan.intro")}</p>}
      onNext={() => check() && props.goNext()}
    >
      <CheckboxCards
        legend={t("screens.medicarePlan.legend")}
        hint={t("screens.medicarePlan.hint")}
        options={medicarePlanInterestChoices.map((value) => ({
          value,
          label: t(`choices.medicarePlanInterest.${value}`),
          description: t(`choices.medicarePlanInterestHelp.${value}`),
        }))}
        values={selected}
        onToggle={(value, checked) => {
          const next = checked
            ? [...selected.filter((item) => item !== value), value as TInterest]
            : selected.filter((item) => item !== value);
          save({ medicare_plan_interest: next.length ? next : null }, { immediate: true });
        }}
      />
      <TextInput
        label={t("screens.medicarePlan.partA")}
        hint={t("screens.medicarePlan.dateHint")}
        inputMode="numeric"
        placeholder={t("screens.datePlaceholder")}
        maxLength={10}
        value={partA}
        onValueChange={dateField("medicare_part_a_date", setPartA)}
        error={errors.partA}
      />
      <TextInput
        label={t("screens.medicarePlan.partB")}
        hint={t("screens.medicarePlan.dateHint")}
        inputMode="numeric"
        placeholder={t("screens.datePlaceholder")}
        maxLength={10}
        value={partB}
        onValueChange={dateField("medicare_part_b_date", setPartB)}
        error={errors.partB}
      />
    </ScreenLayout>
  );
}
