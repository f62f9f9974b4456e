import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";
import { invalidFieldPaths, problemCode, problemMessage } from "../../../lib/problem-message";
import { PasswordField } from "../../auth/components/password-field";
import { useChangePassword, useSetFirstPassword } from "../api/change-password";
import { newPasswordProblem, type TFieldProblem } from "../lib/settings-validation";
import { useFieldWords } from "../lib/use-field-words";
import { SavedNote, SaveError } from "./settings-ui";

/** Changing the password: the current one, then the new one. The user's other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation("settings");
  const words = useFieldWords();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const change = useChangePassword();
  const wrongCurrent = invalidFieldPaths(change.error).includes("body.currentPassword");
  const weak = problemCode(change.error) === "WEAK_PASSWORD";
  const problems: { current: TFieldProblem; next: TFieldProblem } = {
    current: current ? (wrongCurrent ? { key: "personal.password.wrongCurrent" } : null) : { key: "required" },
    next: newPasswordProblem(next),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!current || newPasswordProblem(next)) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setSaved(true);
          setCurrent("");
          setNext("");
          setChecked(false);
        },
      },
    );
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setSaved(false);
    change.reset();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="password-form">
      <PasswordField
        name="currentPassword"
        label={t("personal.password.current")}
        autoComplete="current-password"
        value={current}
        onChange={edit(setCurrent)}
        errorMessage={checked ? words(problems.current) : undefined}
      />
      <PasswordField
        name="newPassword"
        label={t("personal.password.new")}
        autoComplete="new-password"
        description={t("personal.password.hint")}
        value={next}
        onChange={edit(setNext)}
        errorMessage={checked ? (words(problems.next) ?? (weak ? t("common:errors.codes.WEAK_PASSWORD") : undefined)) : undefined}
      />
      <SaveError message={change.isError && !wrongCurrent && !weak ? problemMessage(change.error, t, "settings:saveError") : null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={change.isPending}>
          {t("personal.password.submit")}
        </Button>
      </div>
      <SavedNote message={saved ? t("personal.password.saved") : null} testId="password-saved" />
    </form>
  );
}

/** A first password for an account made with Google: then the email address signs in too. */
export function SetPasswordForm() {
  const { t } = useTranslation("settings");
  const words = useFieldWords();
  const [value, setValue] = useState("");
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = useSetFirstPassword();
  const weak = problemCode(set.error) === "WEAK_PASSWORD";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (newPasswordProblem(value)) return;
    set.mutate({ newPassword: value }, { onSuccess: () => setSaved(true) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="set-password-form">
      <p className="text-slate-700 dark:text-slate-200">{t("personal.methods.setIntro")}</p>
      <PasswordField
        name="newPassword"
        label={t("personal.methods.setField")}
        autoComplete="new-password"
        description={t("personal.password.hint")}
        value={value}
        onChange={(next) => {
          setValue(next);
          set.reset();
        }}
        errorMessage={
          checked ? (words(newPasswordProblem(value)) ?? (weak ? t("common:errors.codes.WEAK_PASSWORD") : undefined)) : undefined
        }
      />
      <SaveError message={set.isError && !weak ? problemMessage(set.error, t, "settings:saveError") : null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={set.isPending}>
          {t("personal.methods.setSubmit")}
        </Button>
      </div>
      <SavedNote message={saved ? t("personal.methods.setSaved") : null} />
    </form>
  );
}
