import { coverageLengthChoices } from "@planready/contracts/surveys/choices";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { agentWords } from "../../lib/agent-words";
import type { TScreenProps } from "../screen-props";
import { DollarsInput } from "./dollars-input";

/** How much coverage and for how long. */
export default function DesiredCoverageLengthScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const agent = agentWords(t, props.link);
  return (
    <ScreenLayout {...props} title={t("titles.desiredCoverageLength")} intro={<p>{t("screens.desiredCoverageLength.intro", agent)}</p>}>
      <DollarsInput
        label={t("screens.desiredCoverageLength.amount")}
        hint={t("screens.desiredCoverageLength.amountHint")}
        value={content.desired_coverage_amount}
        max={50_000_000}
        onSave={(value) => save({ desired_coverage_amount: value })}
      />
      <ChoiceCards
        legend={t("screens.desiredCoverageLength.legend")}
        name="desired_coverage_length"
        options={coverageLengthChoices.map((value) => ({ value, label: t(`choices.coverageLength.${value}`) }))}
        value={content.desired_coverage_length}
        onValueChange={(value) => save({ desired_coverage_length: value as (typeof coverageLengthChoices)[number] }, { immediate: true })}
      />
    </ScreenLayout>
  );
}
