import { bookClientStatuses, bookPlanTypes } from "@planready/contracts/book";
import {
  renderSubject,
  renderTemplate,
  skipReasons,
  type TBulkSendChannel,
  type TBulkSendFilter,
  type TBulkSendSettingsResponse,
  type TCreateBulkSendRequest,
  type TDryRunResponse,
  type TMessageTemplate,
} from "@planready/contracts/bulk-sends";
import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { fieldErrorClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { Field, Input, Select, TextArea } from "../../../components/ui/form-field";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useCreateBulkSend, useDryRun } from "../api/bulk-sends";

const cardClass =
  "flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";
const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Without a link chosen in the settings, the bulk-send areas' own survey types come first, then the yearly review. */
const typesFirst = ["crm", "connecture", "aep_update", "medicare"] as const;

/**
 * A new send: which clients of the book (survey progress, plan type, ZIP, birthday month), which of the agent's
 * links, the channel, the language and the message (from the settings' template, editable here). "Check" is the
 * dry run: how many go now, how many wait for their quiet hours, how many not and why; only then "Send".
 */
export function SendWizard({ data, onSent }: { data: TBulkSendSettingsResponse; onSent: () => void }) {
  const { t } = useTranslation("bulkSends");
  const { settings, sendable_links: links } = data;
  const [filter, setFilter] = useState<TBulkSendFilter>({});
  const [zipText, setZipText] = useState("");
  const preferred = Object.values(settings.links).find((id) => links.some((l) => l.id === id));
  const byType = typesFirst.map((type) => links.find((l) => l.survey_type === type)).find((l) => l !== undefined);
  const [linkId, setLinkId] = useState(preferred ?? byType?.id ?? links[0]?.id ?? "");
  const [channel, setChannel] = useState<TBulkSendChannel>("email");
  const [locale, setLocale] = useState(settings.default_locale);
  const [template, setTemplate] = useState<TMessageTemplate>(settings.templates[settings.default_locale]);
  const dryRun = useDryRun();
  const create = useCreateBulkSend();
  const [checked, setChecked] = useState<TDryRunResponse | null>(null);

  const changed = () => {
    setChecked(null);
    create.reset();
  };
  const request = (): TCreateBulkSendRequest => ({ filter, link_id: linkId, channel, locale, template });

  function check(event: FormEvent) {
    event.preventDefault();
    dryRun.mutate(request(), { onSuccess: (result) => setChecked(result) });
  }
  function send() {
    create.mutate(request(), {
      onSuccess: () => {
        setChecked(null);
        onSent();
      },
    });
  }

  if (links.length === 0) return <Alert tone="info">{t("wizard.noLinks")}</Alert>;
  const sample = {
    firstName: "Maria",
    agentName: settings.sender_name || t("settings.sampleAgent"),
    npn: settings.npn ?? "—",
    link: "https://…/r/…",
    unsubscribeUrl: "https://…/unsubscribe/…",
  };

  return (
    <form noValidate onSubmit={check} className="flex flex-col gap-6" data-testid="send-wizard">
      <fieldset className={cardClass}>
        <legend className="px-1 text-xl font-semibold text-slate-900 dark:text-white">{t("wizard.who")}</legend>
        <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
          <Field label={t("wizard.progress")}>
            {(control) => (
              <Select
                {...control}
                name="status"
                value={filter.status ?? ""}
                onChange={(e) => {
                  changed();
                  setFilter({ ...filter, status: (e.target.value || undefined) as TBulkSendFilter["status"] });
                }}
              >
                <option value="">{t("wizard.anyProgress")}</option>
                {bookClientStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`progress.${s}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("wizard.planType")}>
            {(control) => (
              <Select
                {...control}
                name="plan_type"
                value={filter.plan_type ?? ""}
                onChange={(e) => {
                  changed();
                  setFilter({ ...filter, plan_type: (e.target.value || undefined) as TBulkSendFilter["plan_type"] });
                }}
              >
                <option value="">{t("wizard.anyPlan")}</option>
                {bookPlanTypes.map((p) => (
                  <option key={p} value={p}>
                    {t(`planType.${p}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("wizard.zip")} hint={t("wizard.zipHint")}>
            {(control) => (
              <Input
                {...control}
                name="zip"
                inputMode="numeric"
                maxLength={5}
                value={zipText}
                onChange={(e) => {
                  changed();
                  const zip = e.target.value.replace(/\D/g, "").slice(0, 5);
                  setZipText(zip);
                  setFilter({ ...filter, zip: zip.length === 5 ? zip : undefined });
                }}
              />
            )}
          </Field>
          <Field label={t("wizard.birthMonth")}>
            {(control) => (
              <Select
                {...control}
                name="birth_month"
                value={filter.birth_month ?? ""}
                onChange={(e) => {
                  changed();
                  setFilter({ ...filter, birth_month: e.target.value ? Number(e.target.value) : undefined });
                }}
              >
                <option value="">{t("wizard.anyMonth")}</option>
                {months.map((m) => (
                  <option key={m} value={m}>
                    {new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, m - 1, 1)))}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className={cardClass}>
        <legend className="px-1 text-xl font-semibold text-slate-900 dark:text-white">{t("wizard.what")}</legend>
        <div className="grid gap-4 sm:grid-cols-3 [&>*]:min-w-0">
          <Field label={t("wizard.link")}>
            {(control) => (
              <Select
                {...control}
                name="link_id"
                value={linkId}
                onChange={(e) => {
                  changed();
                  setLinkId(e.target.value);
                }}
              >
                {links.map((l) => (
                  <option key={l.id} value={l.id}>
                    /{l.url} — {t(`surveyType.${l.survey_type}`, { defaultValue: l.survey_type })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("wizard.language")}>
            {(control) => (
              <Select
                {...control}
                name="locale"
                value={locale}
                onChange={(e) => {
                  changed();
                  const next = e.target.value as "en" | "es";
                  setLocale(next);
                  setTemplate(settings.templates[next]);
                }}
              >
                <option value="en">{t("language.en")}</option>
                <option value="es">{t("language.es")}</option>
              </Select>
            )}
          </Field>
          <fieldset className="flex min-w-0 flex-col gap-1.5">
            <legend className={fieldLabelClass}>{t("wizard.channel")}</legend>
            <div className="flex gap-4">
              {(["email", "sms"] as const).map((c) => (
                <label key={c} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => {
                      changed();
                      setChannel(c);
                    }}
                    className="size-5"
                  />
                  {t(`channel.${c}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {channel === "email" ? (
          <>
            <Field label={t("settings.emailSubject")}>
              {(control) => (
                <Input
                  {...control}
                  name="email_subject"
                  maxLength={150}
                  value={template.email_subject}
                  onChange={(e) => {
                    changed();
                    setTemplate({ ...template, email_subject: e.target.value });
                  }}
                />
              )}
            </Field>
            <Field label={t("settings.emailBody")} hint={t("settings.placeholders")}>
              {(control) => (
                <TextArea
                  {...control}
                  name="email_body"
                  rows={7}
                  maxLength={2000}
                  value={template.email_body}
                  onChange={(e) => {
                    changed();
                    setTemplate({ ...template, email_body: e.target.value });
                  }}
                />
              )}
            </Field>
          </>
        ) : (
          <Field label={t("settings.smsBody")} hint={t("settings.smsHint")}>
            {(control) => (
              <TextArea
                {...control}
                name="sms_body"
                rows={3}
                maxLength={480}
                value={template.sms_body}
                onChange={(e) => {
                  changed();
                  setTemplate({ ...template, sms_body: e.target.value });
                }}
              />
            )}
          </Field>
        )}
        <div className="rounded-xl bg-slate-100 p-3 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t("wizard.preview")}</p>
          {channel === "email" ? <p className="font-medium">{renderSubject(template.email_subject, locale, sample)}</p> : null}
          <p className="break-words whitespace-pre-wrap">
            {renderTemplate(channel === "email" ? template.email_body : template.sms_body, channel, locale, sample)}
          </p>
        </div>
      </fieldset>

      {dryRun.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {problemMessage(dryRun.error, t, "wizard.checkFailed")}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant={checked ? "secondary" : "primary"} isLoading={dryRun.isPending}>
          {t("wizard.check")}
        </Button>
      </div>

      {checked ? <DryRunResult result={checked} /> : null}
      {checked && checked.will_send + checked.deferred > 0 ? (
        <div className="flex flex-col gap-2">
          {create.isError ? (
            <p role="alert" className={fieldErrorClass}>
              {problemMessage(create.error, t, "wizard.sendFailed")}
            </p>
          ) : null}
          <div>
            <Button onPress={send} isLoading={create.isPending}>
              {t("wizard.send", { count: checked.will_send + checked.deferred })}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

/** The dry run's answer, reason by reason. */
export function DryRunResult({ result }: { result: TDryRunResponse }) {
  const { t } = useTranslation("bulkSends");
  const notSent = skipReasons.filter((r) => r !== "quiet_hours" && result.skipped[r] > 0);
  return (
    <section aria-live="polite" className={cardClass} data-testid="dry-run">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t("dryRun.title")}</h3>
      <p>{t("dryRun.chosen", { count: result.chosen })}</p>
      <p className="text-lg font-semibold text-emerald-800 dark:text-emerald-300" data-testid="dry-run-will-send">
        {t("dryRun.willSend", { count: result.will_send })}
      </p>
      {result.deferred > 0 ? <p data-testid="dry-run-deferred">{t("dryRun.deferred", { count: result.deferred })}</p> : null}
      {notSent.length > 0 ? (
        <div>
          <p className="font-medium">{t("dryRun.notSent")}</p>
          <ul className="list-disc pl-6">
            {notSent.map((r) => (
              <li key={r} data-testid={`dry-run-${r}`}>
                {t(`reason.${r}`, { count: result.skipped[r] })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
