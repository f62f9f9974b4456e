import type { TAppLocale } from "@planready/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";
import { rememberLocaleCookie } from "../../../i18n/i18n";
import { problemMessage } from "../../../lib/problem-message";
import { updateLocale } from "../../shell/api/update-locale";
import { SavedNote, SaveError, SettingsSection } from "./settings-ui";

const choices: TAppLocale[] = ["en", "es"];

/**
 * The user's language (`locale`): their notifications and emails speak it, and so does the app. Saving it also sets
 * the page's language cookie and reloads, so everything the server rendered switches together (as the footer's
 * switch does); `?language=saved` tells the reloaded page to say it was saved.
 */
export function LanguageForm({ locale, justSaved }: { locale: TAppLocale; justSaved: boolean }) {
  const { t } = useTranslation("settings");
  const [choice, setChoice] = useState<TAppLocale>(locale);
  const save = useMutation({ mutationFn: updateLocale });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: () => {
        rememberLocaleCookie(choice);
        const url = new URL(window.location.href);
        url.searchParams.delete("email");
        url.searchParams.delete("error");
        url.searchParams.set("language", "saved");
        window.location.assign(url.toString());
      },
    });
  }

  return (
    <SettingsSection id="language" heading={t("personal.language.heading")}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="language-form">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 font-medium text-slate-800 dark:text-slate-100">{t("personal.language.label")}</legend>
          {choices.map((value) => (
            <label key={value} lang={value} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="locale"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-5 cursor-pointer accent-brand-600"
              />
              {t(`personal.language.${value}`)}
            </label>
          ))}
        </fieldset>
        <SaveError message={save.isError ? problemMessage(save.error, t, "settings:saveError") : null} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={save.isPending}>
            {t("personal.language.submit")}
          </Button>
          <SavedNote message={justSaved && choice === locale ? t("personal.language.saved") : null} testId="language-saved" />
        </div>
      </form>
    </SettingsSection>
  );
}
