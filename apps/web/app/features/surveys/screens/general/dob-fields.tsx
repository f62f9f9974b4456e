import { genderChoices } from "@planready/contracts/surveys/choices";
import { formatDobInput, isValidDob } from "@planready/contracts/surveys/dob";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards, TextInput } from "../../components/inputs";
import type { TScreenProps } from "../screen-props";

/**
 * Date of birth, auto-formatted MM/DD/YYYY as it is typed (formatDobInput), with a numeric keypad, and
 * sex (carriers rate Medicare Supplement and life policies by it; the client may decline). Shared by dob and
 * lifeDob. The date is saved once it is a real date of birth.
 */
export function useDobField(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const [dob, setDob] = useState(props.content.dob ?? "");
  const error = !isValidDob(dob) ? (dob === "" ? t("errors.dobRequired") : t("errors.dob")) : null;
  const field = (shownError: string | null | undefined) => (
    <>
      <TextInput
        label={t("screens.dob.label")}
        hint={t("screens.dob.hint")}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t("screens.datePlaceholder")}
        name="dob"
        maxLength={10}
        className="max-w-72"
        value={dob}
        onValueChange={(raw) => {
          const value = formatDobInput(raw);
          setDob(value);
          if (value === "") props.save({ dob: null });
          else if (isValidDob(value)) props.save({ dob: value });
        }}
        error={shownError}
      />
      <ChoiceCards
        legend={t("screens.dob.gender")}
        hint={t("screens.dob.genderHint")}
        name="gender"
        options={genderChoices.map((value) => ({ value, label: t(`choices.gender.${value}`) }))}
        value={props.content.gender}
        onValueChange={(value) => props.save({ gender: value as (typeof genderChoices)[number] }, { immediate: true })}
      />
    </>
  );
  return { error, field };
}
