import { tobaccoLastUsedChoices, tobaccoUseChoices } from "@planready/contracts/surveys/choices";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import type { TScreenProps } from "../screen-props";

/** Tobacco use; for a former user, how long ago (life rates change at 1, 2, 3 and 5 years). */
export default function TobaccoUseScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  return (
    <ScreenLayout {...props} title={t("titles.tobaccoUse")} intro={<p>{t("screens.tobaccoUse.intro")}</p>}>
      <ChoiceCards
        legend={t("screens.tobaccoUse.legend")}
        name="tobacco_use"
        options={tobaccoUseChoices.map((value) => ({ value, label: t(`choices.tobaccoUse.${value}`) }))}
        value={content.tobacco_use}
        onValueChange={(value) =>
          save(
            { tobacco_use: value as (typeof tobaccoUseChoices)[number], ...(value === "former" ? {} : { tobacco_last_used: null }) },
            { immediate: true },
          )
        }
      />
      {content.tobacco_use === "former" ? (
        <ChoiceCards
          legend={t("screens.tobaccoUse.lastUsed")}
          name="tobacco_last_used"
          options={tobaccoLastUsedChoices.map((value) => ({ value, label: t(`choices.tobaccoLastUsed.${value}`) }))}
          value={content.tobacco_last_used}
          onValueChange={(value) => save({ tobacco_last_used: value as (typeof tobaccoLastUsedChoices)[number] }, { immediate: true })}
        />
      ) : null}
    </ScreenLayout>
  );
}
