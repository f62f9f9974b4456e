import { useTranslation } from "../../../../i18n/react";
import { TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import { blankToNull } from "../../lib/format";
import type { TScreenProps } from "../screen-props";

/** First and last name (both needed: the agent's records and the Scope of Appointment use them), and a preferred name. */
export default function NameScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const { errors, check } = useScreenValidation(() => ({
    first: !content.first_name?.trim() && t("errors.firstName"),
    last: !content.last_name?.trim() && t("errors.lastName"),
  }));
  return (
    <ScreenLayout {...props} title={t("titles.name")} intro={<p>{t("screens.name.intro")}</p>} onNext={() => check() && props.goNext()}>
      <TextInput
        label={t("screens.name.first")}
        autoComplete="given-name"
        name="first_name"
        maxLength={100}
        value={content.first_name ?? ""}
        onValueChange={(value) => save({ first_name: blankToNull(value) })}
        error={errors.first}
      />
      <TextInput
        label={t("screens.name.last")}
        autoComplete="family-name"
        name="last_name"
        maxLength={100}
        value={content.last_name ?? ""}
        onValueChange={(value) => save({ last_name: blankToNull(value) })}
        error={errors.last}
      />
      <TextInput
        label={t("screens.name.preferred")}
        hint={t("screens.name.preferredHint")}
        autoComplete="nickname"
        name="preferred_name"
        maxLength={100}
        value={content.preferred_name ?? ""}
        onValueChange={(value) => save({ preferred_name: blankToNull(value) })}
      />
    </ScreenLayout>
  );
}
