import { invalidFieldPaths, problemMessage } from "../../../lib/problem-message";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Field, Input, TextArea } from "../../../components/ui/form-field";
import { NativeButton } from "../../../components/ui/native-button";
import { useSendAnnouncement } from "../api/send-announcement";
import { ConsoleHeading } from "./console-frame";

type Draft = { title: string; text: string; action_text: string; action_url: string };
const empty: Draft = { title: "", text: "", action_text: "", action_url: "" };

/**
 * `/internal/announcements`: words for every user of every agency, shown under their bell as written. Its button,
 * if any, leads to a page of the app only (the API refuses any other address).
 */
export function AnnouncementForm() {
  const { t } = useTranslation("staff");
  const send = useSendAnnouncement();
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [sent, setSent] = useState<number | null>(null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const found: typeof errors = {};
    if (!draft.title.trim()) found.title = t("announcements.required");
    if (!draft.text.trim()) found.text = t("announcements.required");
    if (!draft.action_text.trim() !== !draft.action_url.trim()) found.action_url = t("announcements.actionPair");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!window.confirm(t("announcements.confirm"))) return;
    const action = draft.action_url.trim() ? { action_text: draft.action_text.trim(), action_url: draft.action_url.trim() } : {};
    send.mutate(
      { title: draft.title.trim(), text: draft.text.trim(), ...action },
      {
        onSuccess: ({ created }) => {
          setSent(created);
          setDraft(empty);
        },
      },
    );
  };

  const urlRefused = invalidFieldPaths(send.error).includes("body.action_url");
  return (
    <>
      <ConsoleHeading intro={t("announcements.intro")}>{t("announcements.title")}</ConsoleHeading>
      <form onSubmit={submit} className="flex max-w-2xl flex-col gap-5" noValidate>
        <Field label={t("announcements.titleLabel")} error={errors.title}>
          {(control) => <Input {...control} name="title" maxLength={120} value={draft.title} onChange={set("title")} />}
        </Field>
        <Field label={t("announcements.textLabel")} error={errors.text}>
          {(control) => <TextArea {...control} name="text" rows={4} maxLength={1000} value={draft.text} onChange={set("text")} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("announcements.actionText")}>
            {(control) => <Input {...control} name="action_text" maxLength={40} value={draft.action_text} onChange={set("action_text")} />}
          </Field>
          <Field
            label={t("announcements.actionUrl")}
            hint={t("announcements.actionUrlHint")}
            error={errors.action_url ?? (urlRefused ? problemMessage(send.error, t) : null)}
          >
            {(control) => (
              <Input {...control} name="action_url" placeholder="/resources" value={draft.action_url} onChange={set("action_url")} />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <NativeButton type="submit" isLoading={send.isPending} data-testid="announcement-send">
            {t("announcements.send")}
          </NativeButton>
          <output className="text-sm text-slate-600 dark:text-slate-300">
            {sent !== null ? t("announcements.sent", { count: sent }) : null}
          </output>
        </div>
        {send.isError && !urlRefused ? <Alert tone="error">{problemMessage(send.error, t, "staff:announcements.sendError")}</Alert> : null}
      </form>
    </>
  );
}
