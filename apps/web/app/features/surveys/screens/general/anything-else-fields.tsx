import { meetingPreferenceChoices } from "@planready/contracts/surveys/choices";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards, TextArea } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { agentWords } from "../../lib/agent-words";
import { blankToNull } from "../../lib/format";
import type { TScreenProps } from "../screen-props";

/** Free words for the agent and how the client would like to meet; anythingElse and anythingElseLife differ in their prompt. */
export function AnythingElse({ props, variant }: { props: TScreenProps; variant: "anythingElse" | "anythingElseLife" }) {
  const { t } = useTranslation("surveys");
  const agent = agentWords(t, props.link);
  return (
    <ScreenLayout {...props} title={t(`titles.${variant}`)} intro={<p>{t(`screens.${variant}.intro`, agent)}</p>}>
      <TextArea
        label={t(`screens.${variant}.label`, agent)}
        hint={t("screens.anythingElse.hint")}
        maxLength={4000}
        name="anything_else"
        value={props.content.anything_else ?? ""}
        onValueChange={(value) => props.save({ anything_else: blankToNull(value) })}
      />
      <ChoiceCards
        legend={t("screens.anythingElse.meeting")}
        name="meeting_preference"
        options={meetingPreferenceChoices.map((value) => ({ value, label: t(`choices.meetingPreference.${value}`) }))}
        value={props.content.meeting_preference}
        onValueChange={(value) =>
          props.save({ meeting_preference: value as (typeof meetingPreferenceChoices)[number] }, { immediate: true })
        }
      />
    </ScreenLayout>
  );
}
