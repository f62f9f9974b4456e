import { isValidEmail } from "@planready/contracts/surveys/fields";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import type { TScreenProps } from "../screen-props";

/** Email (optional: some clients have none). Saved only once it is a valid address, or cleared. */
export default function EmailScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const [email, setEmail] = useState(props.content.email ?? "");
  const { errors, check } = useScreenValidation(() => ({
    email: email.trim() !== "" && !isValidEmail(email) && t("errors.email"),
  }));
  const change = (value: string) => {
    setEmail(value);
    if (value.trim() === "") props.save({ email: null });
    else if (isValidEmail(value)) props.save({ email: value.trim() });
  };
  return (
    <ScreenLayout {...props} title={t("titles.email")} intro={<p>{t("screens.email.intro")}</p>} onNext={() => check() && props.goNext()}>
      <TextInput
        label={t("screens.email.label")}
        hint={t("screens.email.hint")}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={254}
        name="email"
        value={email}
        onValueChange={change}
        error={errors.email}
      />
    </ScreenLayout>
  );
}
