import { useTranslation } from "../../../../i18n/react";
import { ScreenLayout } from "../../components/screen-layout";
import { agentWords } from "../../lib/agent-words";
import type { TScreenProps } from "../screen-props";

/** Greets the client by the name they gave (their preferred name when they have one). */
export default function HelloScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const name = (props.content.preferred_name || props.content.first_name || "").trim();
  const agent = agentWords(t, props.link);
  return (
    <ScreenLayout
      {...props}
      title={name ? t("screens.hello.title", { name }) : t("titles.hello")}
      intro={
        <>
          <p>{t("screens.hello.body", agent)}</p>
          <p>{t("screens.hello.saved")}</p>
        </>
      }
    />
  );
}
