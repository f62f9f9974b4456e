import type { TProfile } from "@planready/contracts/users";
import { useTranslation } from "../../../i18n/react";
import { EmailForm, type TEmailLinkOutcome } from "./email-form";
import { LanguageForm } from "./language-form";
import { NameForm } from "./name-form";
import { SettingsHeader } from "./settings-ui";
import { SignInSections } from "./sign-in-methods";

/** Personal Information (/settings/personal-info): name, email, password, sign-in methods, language. */
export function PersonalInfoPage({
  user,
  emailOutcome,
  languageSaved,
}: {
  user: TProfile;
  emailOutcome: TEmailLinkOutcome;
  languageSaved: boolean;
}) {
  const { t } = useTranslation("settings");
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="personal-info">
      <SettingsHeader title={t("personal.title")} intro={t("personal.intro")} />
      <NameForm user={user} />
      <EmailForm email={user.email} outcome={emailOutcome} />
      <SignInSections />
      <LanguageForm locale={user.locale} justSaved={languageSaved} />
    </div>
  );
}
