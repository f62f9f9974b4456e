import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { SelectInput, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import type { TScreenProps } from "../screen-props";
import { useDobField } from "./dob-fields";

const FEET = ["3", "4", "5", "6", "7"];
const INCHES = Array.from({ length: 12 }, (_, i) => String(i));

/** Life: date of birth and sex, plus height and weight (the build sets the underwriting class). */
export default function LifeDobScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const dob = useDobField(props);
  const stored = content.height_inches;
  const [feet, setFeet] = useState(stored ? String(Math.floor(stored / 12)) : "");
  const [inches, setInches] = useState(stored ? String(stored % 12) : "");
  const [weight, setWeight] = useState(content.weight_lbs ? String(content.weight_lbs) : "");
  const weightValue = Number(weight);
  const weightInvalid = weight !== "" && !(Number.isInteger(weightValue) && weightValue >= 50 && weightValue <= 800);
  const { errors, check } = useScreenValidation(() => ({ dob: dob.error, weight: weightInvalid && t("errors.weight") }));

  const saveHeight = (nextFeet: string, nextInches: string) => {
    if (!nextFeet) return save({ height_inches: null }, { immediate: true });
    const total = Number(nextFeet) * 12 + Number(nextInches || "0");
    if (total >= 36 && total <= 96) save({ height_inches: total }, { immediate: true });
  };
  return (
    <ScreenLayout
      {...props}
      title={t("titles.lifeDob")}
      intro={<p>{t("screens.lifeDob.intro")}</p>}
      onNext={() => check() && props.goNext()}
    >
      {dob.field(errors.dob)}
      <fieldset className="mt-6">
        <legend className="text-lg font-semibold">{t("screens.lifeDob.height")}</legend>
        <div className="grid grid-cols-2 gap-4">
          <SelectInput
            label={t("screens.lifeDob.feet")}
            placeholder="—"
            options={FEET.map((value) => ({ value, label: value }))}
            value={feet}
            onValueChange={(value) => {
              setFeet(value);
              saveHeight(value, inches);
            }}
          />
          <SelectInput
            label={t("screens.lifeDob.inches")}
            placeholder="—"
            options={INCHES.map((value) => ({ value, label: value }))}
            value={inches}
            onValueChange={(value) => {
              setInches(value);
              saveHeight(feet, value);
            }}
          />
        </div>
      </fieldset>
      <TextInput
        label={t("screens.lifeDob.weight")}
        hint={t("screens.lifeDob.weightHint")}
        inputMode="numeric"
        maxLength={3}
        className="max-w-60"
        value={weight}
        onValueChange={(raw) => {
          const value = raw.replace(/\D/g, "").slice(0, 3);
          setWeight(value);
          const pounds = Number(value);
          if (value === "") save({ weight_lbs: null });
          else if (pounds >= 50 && pounds <= 800) save({ weight_lbs: pounds });
        }}
        error={errors.weight}
      />
    </ScreenLayout>
  );
}
