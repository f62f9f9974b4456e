import { currentHealthInsChoices } from "@planready/contracts/surveys/choices";
import { useTranslation } from "../../../../i18n/react";
import { CheckboxCards, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { blankToNull } from "../../lib/format";
import type { TScreenProps } from "../screen-props";

type TCoverage = (typeof currentHealthInsChoices)[number];

/** The coverage the client has today, with the plan or carrier's name when they have some. "None" stands alone. */
export function toggleCoverage(current: readonly TCoverage[], value: TCoverage, checked: boolean): TCoverage[] {
  if (!checked) return current.filter((item) => item !== value);
  if (value === "none") return ["none"];
  return [...current.filter((item) => item !== "none" && item !== value), value];
}

export default function CurrentHealthInsScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const selected = content.current_health_ins ?? [];
  const hasCoverage = selected.some((item) => item !== "none");
  return (
    <ScreenLayout {...props} title={t("titles.currentHealthIns")} intro={<p>{t("screens.currentHealthIns.intro")}</p>}>
      <CheckboxCards
        legend={t("screens.currentHealthIns.legend")}
        hint={t("screens.currentHealthIns.hint")}
        options={currentHealthInsChoices.map((value) => ({ value, label: t(`choices.currentHealthIns.${value}`) }))}
        values={selected}
        onToggle={(value, checked) => {
          const next = toggleCoverage(selected, value as TCoverage, checked);
          save(
            { current_health_ins: next.length ? next : null, ...(next.includes("other") ? {} : { current_health_ins_other: null }) },
            { immediate: true },
          );
        }}
      >
        {(value) =>
          value === "other" ? (
            <TextInput
              label={t("screens.currentHealthIns.otherLabel")}
              maxLength={200}
              value={content.current_health_ins_other ?? ""}
              onValueChange={(text) => save({ current_health_ins_other: blankToNull(text) })}
            />
          ) : null
        }
      </CheckboxCards>
      {hasCoverage ? (
        <TextInput
          label={t("screens.currentHealthIns.planLabel")}
          hint={t("screens.currentHealthIns.planHint")}
          maxLength={200}
          name="medicare_plan"
          value={content.medicare_plan ?? ""}
          onValueChange={(text) => save({ medicare_plan: blankToNull(text) })}
        />
      ) : null}
    </ScreenLayout>
  );
}
