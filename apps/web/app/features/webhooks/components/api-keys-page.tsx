import { formatZonedTime } from "@planready/contracts/agency-time";
import { apiKeyScopes, type TApiKeyScope } from "@planready/contracts/webhooks";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Checkbox, Field, Input } from "../../../components/ui/form-field";
import { fieldErrorClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { problemMessage } from "../../../lib/problem-message";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";
import { SecretOnce } from "./secret-once";

/** Integrations → Public API: the user's API keys (create with scopes, shown once; revoke; last use). */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation("webhooks");
  const locale = i18n.language === "es" ? "es" : "en";
  const time = (iso: string) => formatZonedTime(new Date(iso), locale);
  const query = useApiKeys();
  const revoke = useRevokeApiKey();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="api-keys-page">
      <header>
        <a href="/integrations" className="text-brand-700 underline dark:text-brand-300">
          {t("back")}
        </a>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("keys.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("keys.intro")}</p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("keys.docs")}</p>
      </header>
      {revoke.error ? (
        <Alert tone="error">
          <p role="alert">{problemMessage(revoke.error, t, "keys.key.revokeFailed")}</p>
        </Alert>
      ) : null}
      {query.isPending ? (
        <Spinner label={t("keys.loading")} className="py-10" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "keys.loadFailed")}</p>
          <NativeButton variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
            {t("keys.retry")}
          </NativeButton>
        </Alert>
      ) : query.data.keys.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t("keys.none")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.keys.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
              data-testid="api-key"
            >
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-slate-900 dark:text-white">{key.name}</p>
                <p className="font-mono text-sm text-slate-700 dark:text-slate-300">{key.prefix}_…</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {key.scopes.map((s) => t(`keys.scopes.${s.replace(":", "_")}`)).join(" · ")}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t("keys.key.created", { time: time(key.created_at) })} ·{" "}
                  {key.last_used_at ? t("keys.key.lastUsed", { time: time(key.last_used_at) }) : t("keys.key.neverUsed")}
                </p>
                {key.revoked_at ? (
                  <p className="text-sm font-medium text-red-700 dark:text-red-400">
                    {t("keys.key.revoked", { time: time(key.revoked_at) })}
                  </p>
                ) : null}
              </div>
              {key.revoked_at ? null : (
                <NativeButton
                  variant="secondary"
                  isDisabled={revoke.isPending}
                  onPress={() => {
                    if (window.confirm(t("keys.key.revokeConfirm"))) revoke.mutate(key.id);
                  }}
                >
                  {t("keys.key.revoke")}
                </NativeButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <CreateKeyForm />
    </div>
  );
}

function CreateKeyForm() {
  const { t } = useTranslation("webhooks");
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TApiKeyScope[]>([apiKeyScopes[0]]);
  const [checked, setChecked] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const nameError = checked && !name.trim() ? t("keys.create.nameRequired") : null;
  const scopesError = checked && scopes.length === 0 ? t("keys.create.scopesRequired") : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || scopes.length === 0) return;
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setName("");
          setChecked(false);
        },
      },
    );
  }

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t("keys.create.title")}</h2>
      {secret ? (
        <SecretOnce
          title={t("keys.secret.title")}
          text={t("keys.secret.text")}
          done={t("keys.secret.done")}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="api-key-form">
        <Field label={t("keys.create.name")} hint={t("keys.create.nameHint")} error={nameError}>
          {(control) => <Input {...control} name="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <fieldset className="flex flex-col gap-1">
          <legend className={fieldLabelClass}>{t("keys.create.scopes")}</legend>
          {apiKeyScopes.map((scope) => (
            <Checkbox
              key={scope}
              name="scopes"
              value={scope}
              checked={scopes.includes(scope)}
              onChange={(e) => setScopes((before) => (e.target.checked ? [...before, scope] : before.filter((x) => x !== scope)))}
            >
              {t(`keys.scopes.${scope.replace(":", "_")}`)}
            </Checkbox>
          ))}
          {scopesError ? <p className={fieldErrorClass}>{scopesError}</p> : null}
        </fieldset>
        {create.error ? (
          <Alert tone="error">
            <p role="alert">{problemMessage(create.error, t, "keys.create.failed")}</p>
          </Alert>
        ) : null}
        <div>
          <NativeButton type="submit" isDisabled={create.isPending}>
            {create.isPending ? t("keys.create.saving") : t("keys.create.submit")}
          </NativeButton>
        </div>
      </form>
    </section>
  );
}
