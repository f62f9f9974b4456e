import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/form-field";
import { invalidFieldPaths, problemMessage } from "../../../lib/problem-message";
import { useChangeEmail } from "../api/change-email";
import { newEmailProblem, type TFieldProblem } from "../lib/settings-validation";
import { useFieldWords } from "../lib/use-field-words";
import { SavedNote, SaveError, SettingsSection } from "./settings-ui";

/** What the confirmation link said when it brought the user back here (`?email=changed`, `&error=…` when it failed). */
export type TEmailLinkOutcome = "changed" | "failed" | null;

/**
 * The email change: a link goes to the new address and the email changes only when it is opened (the old address
 * is then told). The page says so, and what came of a link that brought the user back.
 */
export function EmailForm({ email, outcome }: { email: string; outcome: TEmailLinkOutcome }) {
  const { t } = useTranslation("settings");
  const words = useFieldWords();
  const [value, setValue] = useState("");
  const [checked, setChecked] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const serverSame = invalidFieldPaths(change.error).includes("body.newEmail");
  const problem: TFieldProblem = newEmailProblem(value, email) ?? (serverSame ? { key: "personal.email.same" } : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (newEmailProblem(value, email)) return;
    const newEmail = value.trim();
    change.mutate({ newEmail }, { onSuccess: () => setSentTo(newEmail) });
  }

  return (
    <SettingsSection id="email" heading={t("personal.email.heading")}>
      {outcome === "changed" ? <Alert tone="success">{t("personal.email.changed")}</Alert> : null}
      {outcome === "failed" ? <Alert tone="error">{t("personal.email.linkFailed")}</Alert> : null}
      <p className="text-slate-700 dark:text-slate-200" data-testid="current-email">
        {t("personal.email.current", { email })}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="email-form">
        <Field label={t("personal.email.newEmail")} hint={t("personal.email.hint")} error={checked ? words(problem) : undefined}>
          {(control) => (
            <Input
              {...control}
              name="newEmail"
              type="email"
              autoComplete="email"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setSentTo(null);
              }}
            />
          )}
        </Field>
        <SaveError message={change.isError && !serverSame ? problemMessage(change.error, t, "settings:saveError") : null} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={change.isPending}>
            {t("personal.email.submit")}
          </Button>
        </div>
        <SavedNote message={sentTo ? t("personal.email.sent", { email: sentTo, current: email }) : null} testId="email-sent" />
      </form>
    </SettingsSection>
  );
}
