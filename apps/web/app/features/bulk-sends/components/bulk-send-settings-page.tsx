import {
  renderSubject,
  renderTemplate,
  type TBulkSendSettings,
  type TBulkSendSettingsResponse,
  type TMessageTemplate,
} from "@planready/contracts/bulk-sends";
import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { fieldErrorClass } from "../../../components/ui/field-styles";
import { Field, Input, Select, TextArea } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { invalidFieldPaths, problemMessage } from "../../../lib/problem-message";
import { useBulkSendSettings, useSaveBulkSendSettings } from "../api/bulk-sends";

const locales = ["en", "es"] as const;
const cardClass =
  "flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";
const legendClass = "px-1 text-xl font-semibold text-slate-900 dark:text-white";

/**
 * The bulk-send settings (`/crm/settings`, `/connecturedrx/settings`, the partner home's settings tab): the email's
 * sender name and reply-to, the NPN the messages name, the default language, the EN/ES templates, the hours of the
 * recipient's day messages may go, and which of the agent's links each survey type is sent with.
 */
export function BulkSendSettingsPage({ heading = true }: { heading?: boolean }) {
  const { t } = useTranslation("bulkSends");
  const query = useBulkSendSettings();
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="bulk-send-settings">
      {heading ? (
        <header>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("settings.title")}</h1>
          <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("settings.intro")}</p>
        </header>
      ) : null}
      {query.isPending ? (
        <Spinner label={t("settings.loading")} className="py-10" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "settings.loadFailed")}</p>
          <Button variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      ) : (
        <SettingsForm data={query.data} />
      )}
    </div>
  );
}

function SettingsForm({ data }: { data: TBulkSendSettingsResponse }) {
  const { t } = useTranslation("bulkSends");
  const save = useSaveBulkSendSettings();
  const [form, setForm] = useState<TBulkSendSettings>(data.settings);
  const [saved, setSaved] = useState(false);
  const update = (change: Partial<TBulkSendSettings>) => {
    setSaved(false);
    setForm((before) => ({ ...before, ...change }));
  };
  const setTemplate = (locale: (typeof locales)[number], change: Partial<TMessageTemplate>) =>
    update({ templates: { ...form.templates, [locale]: { ...form.templates[locale], ...change } } });
  const invalid = save.isError ? invalidFieldPaths(save.error) : [];
  const fieldError = (path: string) => (invalid.some((p) => p === path || p.startsWith(`${path}.`)) ? t("settings.invalid") : null);
  const types = [...new Set(data.sendable_links.map((l) => l.survey_type))];

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { ...form, sender_name: form.sender_name ?? "", reply_to: form.reply_to ?? "", npn: form.npn ?? "" },
      { onSuccess: () => setSaved(true) },
    );
  }

  const sample = {
    firstName: "Maria",
    agentName: form.sender_name || t("settings.sampleAgent"),
    npn: form.npn || "—",
    link: "https://…/r/…",
    unsubscribeUrl: "https://…/unsubscribe/…",
  };
  const previewLocale = form.default_locale;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className={cardClass}>
        <legend className={legendClass}>{t("settings.sender")}</legend>
        <Field label={t("settings.senderName")} hint={t("settings.senderNameHint")} error={fieldError("sender_name")}>
          {(control) => (
            <Input
              {...control}
              name="sender_name"
              maxLength={80}
              value={form.sender_name ?? ""}
              onChange={(e) => update({ sender_name: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("settings.replyTo")} hint={t("settings.replyToHint")} error={fieldError("reply_to")}>
          {(control) => (
            <Input
              {...control}
              name="reply_to"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={form.reply_to ?? ""}
              onChange={(e) => update({ reply_to: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("settings.npn")} hint={t("settings.npnHint")} error={fieldError("npn")}>
          {(control) => (
            <Input
              {...control}
              name="npn"
              inputMode="numeric"
              maxLength={20}
              value={form.npn ?? ""}
              onChange={(e) => update({ npn: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("settings.defaultLanguage")}>
          {(control) => (
            <Select
              {...control}
              name="default_locale"
              value={form.default_locale}
              onChange={(e) => update({ default_locale: e.target.value as "en" | "es" })}
            >
              {locales.map((l) => (
                <option key={l} value={l}>
                  {t(`language.${l}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>

      <fieldset className={cardClass}>
        <legend className={legendClass}>{t("settings.window")}</legend>
        <p className="text-slate-600 dark:text-slate-300">{t("settings.windowHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
          <Field label={t("settings.windowStart")} error={fieldError("send_window")}>
            {(control) => (
              <Input
                {...control}
                name="window_start"
                type="time"
                value={form.send_window.start}
                onChange={(e) => update({ send_window: { ...form.send_window, start: e.target.value } })}
              />
            )}
          </Field>
          <Field label={t("settings.windowEnd")} error={fieldError("send_window.end")}>
            {(control) => (
              <Input
                {...control}
                name="window_end"
                type="time"
                value={form.send_window.end}
                onChange={(e) => update({ send_window: { ...form.send_window, end: e.target.value } })}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className={cardClass}>
        <legend className={legendClass}>{t("settings.links")}</legend>
        {types.length === 0 ? <p className="text-slate-600 dark:text-slate-300">{t("settings.noLinks")}</p> : null}
        {types.map((type) => (
          <Field key={type} label={t(`surveyType.${type}`, { defaultValue: type })} error={fieldError(`links.${type}`)}>
            {(control) => (
              <Select
                {...control}
                name={`link_${type}`}
                value={form.links[type] ?? ""}
                onChange={(e) => update({ links: { ...form.links, [type]: e.target.value || undefined } })}
              >
                <option value="">{t("settings.linkAny")}</option>
                {data.sendable_links
                  .filter((l) => l.survey_type === type)
                  .map((l) => (
                    <option key={l.id} value={l.id}>
                      /{l.url}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
        ))}
      </fieldset>

      {locales.map((locale) => (
        <fieldset key={locale} className={cardClass}>
          <legend className={legendClass}>{t("settings.templates", { language: t(`language.${locale}`) })}</legend>
          <p className="text-slate-600 dark:text-slate-300">{t("settings.placeholders")}</p>
          <Field label={t("settings.emailSubject")} error={fieldError(`templates.${locale}.email_subject`)}>
            {(control) => (
              <Input
                {...control}
                name={`${locale}_email_subject`}
                maxLength={150}
                value={form.templates[locale].email_subject}
                onChange={(e) => setTemplate(locale, { email_subject: e.target.value })}
              />
            )}
          </Field>
          <Field label={t("settings.emailBody")} error={fieldError(`templates.${locale}.email_body`)}>
            {(control) => (
              <TextArea
                {...control}
                name={`${locale}_email_body`}
                rows={8}
                maxLength={2000}
                value={form.templates[locale].email_body}
                onChange={(e) => setTemplate(locale, { email_body: e.target.value })}
              />
            )}
          </Field>
          <Field label={t("settings.smsBody")} hint={t("settings.smsHint")} error={fieldError(`templates.${locale}.sms_body`)}>
            {(control) => (
              <TextArea
                {...control}
                name={`${locale}_sms_body`}
                rows={3}
                maxLength={480}
                value={form.templates[locale].sms_body}
                onChange={(e) => setTemplate(locale, { sms_body: e.target.value })}
              />
            )}
          </Field>
        </fieldset>
      ))}

      <section className={cardClass} aria-labelledby="bulk-send-preview">
        <h2 id="bulk-send-preview" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("settings.preview", { language: t(`language.${previewLocale}`) })}
        </h2>
        <p className="font-medium text-slate-900 dark:text-white">
          {renderSubject(form.templates[previewLocale].email_subject, previewLocale, sample)}
        </p>
        <pre className="font-sans break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {renderTemplate(form.templates[previewLocale].email_body, "email", previewLocale, sample)}
        </pre>
        <p
          className="rounded-xl bg-slate-100 p-3 break-words text-slate-800 dark:bg-slate-800 dark:text-slate-200"
          data-testid="sms-preview"
        >
          {renderTemplate(form.templates[previewLocale].sms_body, "sms", previewLocale, sample)}
        </p>
      </section>

      {save.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {problemMessage(save.error, t, "settings.saveFailed")}
        </p>
      ) : null}
      {saved ? <output className="block text-emerald-700 dark:text-emerald-400">{t("settings.saved")}</output> : null}
      <div>
        <Button type="submit" isLoading={save.isPending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
