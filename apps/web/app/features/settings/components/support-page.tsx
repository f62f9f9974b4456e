import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX } from "@planready/contracts/settings-rules";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Field, Input, TextArea } from "../../../components/ui/form-field";
import { paths } from "../../../config/paths";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { useSendSupportMessage, useSupportInfo } from "../api/support";
import { allFine, textProblem } from "../lib/settings-validation";
import { useFieldWords } from "../lib/use-field-words";
import { SavedNote, SaveError, SettingsHeader, SettingsSection } from "./settings-ui";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300";

function SupportForm({ replyTo }: { replyTo: string }) {
  const { t } = useTranslation("settings");
  const words = useFieldWords();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const send = useSendSupportMessage();
  const problems = { subject: textProblem(subject, SUPPORT_SUBJECT_MAX), body: textProblem(body, SUPPORT_BODY_MAX) };
  const shown: Partial<typeof problems> = checked ? problems : {};
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setSent(false);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!allFine(problems)) return;
    send.mutate(
      { subject: subject.trim(), body: body.trim() },
      {
        onSuccess: () => {
          setSent(true);
          setSubject("");
          setBody("");
          setChecked(false);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="support-form">
      <Field label={t("support.subject")} error={words(shown.subject)}>
        {(control) => (
          <Input
            {...control}
            name="subject"
            maxLength={SUPPORT_SUBJECT_MAX + 50}
            value={subject}
            onChange={(e) => edit(setSubject)(e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t("support.body")}
        hint={t("support.bodyHint", { count: body.trim().length, max: SUPPORT_BODY_MAX })}
        error={words(shown.body)}
      >
        {(control) => <TextArea {...control} name="body" rows={6} value={body} onChange={(e) => edit(setBody)(e.target.value)} />}
      </Field>
      <SaveError
        message={send.isError ? problemMessage(send.error, t, "settings:saveError", { RATE_LIMITED: "support.rateLimited" }) : null}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={send.isPending}>
          {t("support.submit")}
        </Button>
      </div>
      <SavedNote message={sent && problemCode(send.error) === null ? t("support.sent", { email: replyTo }) : null} testId="support-sent" />
    </form>
  );
}

/** Support (/settings/support): how to reach support, the app's version, and a message to support. */
export function SupportPage({ replyTo }: { replyTo: string }) {
  const { t } = useTranslation("settings");
  const info = useSupportInfo();
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="support">
      <SettingsHeader title={t("support.title")} intro={t("support.intro")} />
      <SettingsSection id="reach" heading={t("support.reachHeading")}>
        {info.data ? (
          <p className="text-slate-700 dark:text-slate-200">
            {t("support.email")}{" "}
            <a href={`mailto:${info.data.email}`} className={linkClass} data-testid="support-email">
              {info.data.email}
            </a>
          </p>
        ) : null}
        <p className="text-slate-700 dark:text-slate-200">{t("support.answer")}</p>
        <Link to={paths.troubleshoot} className={`${linkClass} w-fit`}>
          {t("support.troubleshoot")}
        </Link>
      </SettingsSection>
      <SettingsSection id="send" heading={t("support.formHeading")}>
        <SupportForm replyTo={replyTo} />
      </SettingsSection>
      <SettingsSection id="version" heading={t("support.versionHeading")}>
        <p className="text-slate-700 dark:text-slate-200" data-testid="app-version">
          {info.data ? t("support.version", { version: info.data.version }) : "—"}
        </p>
      </SettingsSection>
    </div>
  );
}
