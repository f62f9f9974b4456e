import { useTranslation } from "../../../../i18n/react";
import { ScreenLayout } from "../../components/screen-layout";
import { Welcome, welcomeTitle } from "../../components/start-panel";
import type { TScreenProps } from "../screen-props";

/** The start screen inside a running survey (Back from the first question): Next continues; a preview starts. */
export default function SurveyStartScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  return (
    <ScreenLayout {...props} title={welcomeTitle(t, props.link)} nextLabel={t(props.preview ? "start.start" : "start.continue")}>
      <Welcome link={props.link} surveyType={props.surveyType} />
    </ScreenLayout>
  );
}
