import type { TProfile } from "@planready/contracts/users";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/form-field";
import { problemMessage } from "../../../lib/problem-message";
import { useUpdateName } from "../api/update-name";
import { allFine, textProblem } from "../lib/settings-validation";
import { useFieldWords } from "../lib/use-field-words";
import { SavedNote, SaveError, SettingsSection } from "./settings-ui";

/** First and last name, as the menu, the dashboard and the survey pages show them. */
export function NameForm({ user }: { user: TProfile }) {
  const { t } = useTranslation("settings");
  const words = useFieldWords();
  const [first, setFirst] = useState(user.first_name ?? "");
  const [last, setLast] = useState(user.last_name ?? "");
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const update = useUpdateName(user.auth_id);
  const problems = { first: textProblem(first, 100), last: textProblem(last, 100) };
  const shown: Partial<typeof problems> = checked ? problems : {};

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setSaved(false);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!allFine(problems)) return;
    update.mutate({ first_name: first.trim(), last_name: last.trim() }, { onSuccess: () => setSaved(true) });
  }

  return (
    <SettingsSection id="name" heading={t("personal.name.heading")}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="name-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("personal.name.first")} error={words(shown.first)}>
            {(control) => (
              <Input
                {...control}
                name="first_name"
                autoComplete="given-name"
                value={first}
                onChange={(e) => edit(setFirst)(e.target.value)}
              />
            )}
          </Field>
          <Field label={t("personal.name.last")} error={words(shown.last)}>
            {(control) => (
              <Input
                {...control}
                name="last_name"
                autoComplete="family-name"
                value={last}
                onChange={(e) => edit(setLast)(e.target.value)}
              />
            )}
          </Field>
        </div>
        <SaveError message={update.isError ? problemMessage(update.error, t, "settings:saveError") : null} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={update.isPending}>
            {t("save")}
          </Button>
          <SavedNote message={saved ? t("personal.name.saved") : null} testId="name-saved" />
        </div>
      </form>
    </SettingsSection>
  );
}
