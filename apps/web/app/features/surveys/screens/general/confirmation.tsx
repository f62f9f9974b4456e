import { useTranslation } from "react-i18next";
import { ScreenLayout } from "../../components/screen-layout";
import { agentWords } from "../../lib/agent-words";
import type { TScreenProps } from "../screen-props";

/** Thank-you and what happens next. Says plainly whether the answers have reached the agent yet. */
export default function ConfirmationScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const name = (props.content.preferred_name || props.content.first_name || "").trim();
  const agent = agentWords(t, props.link);
  const sent = props.saveStatus === "saved";
  return (
    <ScreenLayout {...props} hideNext title={name ? t("screens.confirmation.titleNamed", { name }) : t("titles.confirmation")}>
      <div className="mt-4 space-y-4 text-lg">
        <output className={`block rounded-xl border-2 px-4 py-3 ${sent ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`}>
          {sent ? t("screens.confirmation.sent", agent) : t("screens.confirmation.pending", agent)}
        </output>
        <h2 className="pt-2 text-2xl font-bold">{t("screens.confirmation.nextTitle")}</h2>
        <ol className="list-decimal space-y-2 pl-6">
          <li>{t("screens.confirmation.step1", agent)}</li>
          <li>{t("screens.confirmation.step2", agent)}</li>
          <li>{t("screens.confirmation.step3")}</li>
        </ol>
        {props.link.agency_name && props.link.agency_name !== agent.agent ? (
          <p className="text-slate-700">{t("screens.confirmation.agency", { ...agent, agency: props.link.agency_name })}</p>
        ) : null}
        <p>{t("screens.confirmation.close")}</p>
      </div>
    </ScreenLayout>
  );
}
