import { bestTimeToCallChoices, phoneTypeChoices } from "@planready/contracts/surveys/choices";
import { isValidUsPhone } from "@planready/contracts/surveys/fields";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { CheckboxField, ChoiceCards, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import { agentWords } from "../../lib/agent-words";
import { formatPhoneInput } from "../../lib/format";
import type { TScreenProps } from "../screen-props";

/** Phone number (US, formatted as typed), its type, the best time to call, and consent to be contacted. */
export default function PhoneNumberScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const [phone, setPhone] = useState(content.phone ? formatPhoneInput(content.phone) : "");
  const { errors, check } = useScreenValidation(() => ({
    phone: !isValidUsPhone(phone) && (phone === "" ? t("errors.phoneRequired") : t("errors.phone")),
  }));
  const agent = agentWords(t, props.link);
  return (
    <ScreenLayout
      {...props}
      title={t("titles.phoneNumber")}
      intro={<p>{t("screens.phoneNumber.intro", agent)}</p>}
      onNext={() => check() && props.goNext()}
    >
      <TextInput
        label={t("screens.phoneNumber.label")}
        hint={t("screens.phoneNumber.hint")}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        name="phone"
        maxLength={14}
        className="max-w-80"
        value={phone}
        onValueChange={(raw) => {
          const value = formatPhoneInput(raw);
          setPhone(value);
          if (value === "") save({ phone: null });
          else if (isValidUsPhone(value)) save({ phone: value });
        }}
        error={errors.phone}
      />
      <ChoiceCards
        legend={t("screens.phoneNumber.type")}
        name="phone_type"
        options={phoneTypeChoices.map((value) => ({ value, label: t(`choices.phoneType.${value}`) }))}
        value={content.phone_type}
        onValueChange={(value) => save({ phone_type: value as (typeof phoneTypeChoices)[number] }, { immediate: true })}
      />
      <ChoiceCards
        legend={t("screens.phoneNumber.bestTime")}
        name="best_time_to_call"
        options={bestTimeToCallChoices.map((value) => ({ value, label: t(`choices.bestTimeToCall.${value}`) }))}
        value={content.best_time_to_call}
        onValueChange={(value) => save({ best_time_to_call: value as (typeof bestTimeToCallChoices)[number] }, { immediate: true })}
      />
      <div className="mt-6">
        <CheckboxField
          label={t("screens.phoneNumber.consent", agent)}
          checked={content.consent_to_contact === true}
          onCheckedChange={(checked) => save({ consent_to_contact: checked }, { immediate: true })}
        />
      </div>
    </ScreenLayout>
  );
}
