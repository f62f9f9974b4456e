import { webhookEventTypes, type TWebhookEventType } from "@planready/contracts/webhooks";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Checkbox, Field, Input } from "../../../components/ui/form-field";
import { fieldErrorClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { NativeButton } from "../../../components/ui/native-button";
import { invalidFieldPaths, problemMessage } from "../../../lib/problem-message";
import { useCreateWebhookEndpoint } from "../api/webhooks";
import { SecretOnce } from "./secret-once";

/** Adding an endpoint: its address, what it is for and its events; the signing secret is shown once after. */
export function EndpointForm() {
  const { t } = useTranslation("webhooks");
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<TWebhookEventType[]>(["survey.submitted"]);
  const [checked, setChecked] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const urlError = checked && !url.trim() ? t("webhooks.add.urlRequired") : null;
  const eventsError = checked && events.length === 0 ? t("webhooks.add.eventsRequired") : null;
  const serverUrlError =
    create.error && invalidFieldPaths(create.error).includes("body.url") ? problemMessage(create.error, t, "webhooks.add.failed") : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!url.trim() || events.length === 0) return;
    create.mutate(
      { url: url.trim(), description, events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl("");
          setDescription("");
          setChecked(false);
        },
      },
    );
  }

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t("webhooks.add.title")}</h2>
      {secret ? (
        <SecretOnce
          title={t("webhooks.secret.title")}
          text={t("webhooks.secret.text")}
          done={t("webhooks.secret.done")}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="endpoint-form">
        <Field label={t("webhooks.add.url")} hint={t("webhooks.add.urlHint")} error={urlError ?? serverUrlError}>
          {(control) => (
            <Input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={2000}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field label={t("webhooks.add.description")}>
          {(control) => (
            <Input {...control} name="description" maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
        <fieldset className="flex flex-col gap-1" aria-describedby={eventsError ? "events-error" : undefined}>
          <legend className={fieldLabelClass}>{t("webhooks.add.events")}</legend>
          {webhookEventTypes.map((type) => (
            <Checkbox
              key={type}
              name="events"
              value={type}
              checked={events.includes(type)}
              onChange={(e) => setEvents((before) => (e.target.checked ? [...before, type] : before.filter((x) => x !== type)))}
            >
              {t(`events.${type}`)}
            </Checkbox>
          ))}
          {eventsError ? (
            <p id="events-error" className={fieldErrorClass}>
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        {create.error && !serverUrlError ? (
          <Alert tone="error">
            <p role="alert">{problemMessage(create.error, t, "webhooks.add.failed")}</p>
          </Alert>
        ) : null}
        <div>
          <NativeButton type="submit" isDisabled={create.isPending}>
            {create.isPending ? t("webhooks.add.saving") : t("webhooks.add.submit")}
          </NativeButton>
        </div>
      </form>
    </section>
  );
}
