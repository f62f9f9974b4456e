import { integrationEntry, type TIntegrationDetail, type TPartnerIntegrationId } from "@planready/contracts/integrations";
import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Checkbox, Field, Input } from "../../../components/ui/form-field";
import { useTranslation } from "../../../i18n/react";
import { invalidFieldPaths, problemMessage } from "../../../lib/problem-message";
import { useDisconnectIntegration, useSaveIntegration } from "../api/integration";
import { sectionClass, sectionTitleClass } from "../lib/section-styles";

/**
 * The user's credentials and settings for one partner. A saved secret is shown only as its hint and never sent back
 * to the page; leaving its field empty keeps it.
 */
export function ConnectionForm({ id, detail }: { id: TPartnerIntegrationId; detail: TIntegrationDetail }) {
  const { t } = useTranslation("integrations");
  const entry = integrationEntry(id);
  const name = entry.name;
  const save = useSaveIntegration(id);
  const disconnect = useDisconnectIntegration(id);
  const connection = detail.connection;
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...connection?.settings }));
  const [allLinks, setAllLinks] = useState(connection?.all_links ?? false);
  const [notice, setNotice] = useState<"saved" | "disconnected" | null>(null);
  const [missing, setMissing] = useState<string[]>([]);

  const serverInvalid = save.error ? invalidFieldPaths(save.error).map((p) => p.split(".").pop() ?? "") : [];
  const errorOf = (key: string) => (missing.includes(key) || serverInvalid.includes(key) ? t("form.required") : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const empty = entry.inputs
      .filter((i) => i.required && !values[i.key]?.trim() && !(i.secret && connection?.secrets[i.key]))
      .map((i) => i.key);
    setMissing(empty);
    if (empty.length) return;
    const settings: Record<string, string> = {};
    const secrets: Record<string, string> = {};
    for (const input of entry.inputs) {
      const value = values[input.key]?.trim() ?? "";
      if (input.secret) {
        if (value) secrets[input.key] = value;
      } else settings[input.key] = value;
    }
    save.mutate(
      { settings, secrets, all_links: allLinks },
      {
        onSuccess: () => {
          setNotice("saved");
          // Secrets leave the page once saved: only their hints come back.
          setValues((before) =>
            Object.fromEntries(Object.entries(before).filter(([key]) => !entry.inputs.find((i) => i.key === key)?.secret)),
          );
        },
      },
    );
  }

  return (
    <section aria-labelledby="integration-connection" className={sectionClass}>
      <h2 id="integration-connection" className={sectionTitleClass}>
        {t("detail.credentialsHeading")}
      </h2>
      <p className="text-slate-700 dark:text-slate-200">{t("detail.credentialsIntro", { name })}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="integration-form">
        {entry.inputs.map((input) => {
          const hint = connection?.secrets[input.key];
          return (
            <Field
              key={input.key}
              label={t(`inputs.${input.key}.label`, { name })}
              hint={hint ? t("form.savedSecret", { hint }) : t(`inputs.${input.key}.hint`, { name })}
              error={errorOf(input.key)}
            >
              {(control) => (
                <Input
                  {...control}
                  name={input.key}
                  type={input.secret ? "password" : "text"}
                  autoComplete={input.secret ? "new-password" : "off"}
                  required={input.required && !hint}
                  value={values[input.key] ?? ""}
                  onChange={(event) => setValues((before) => ({ ...before, [input.key]: event.target.value }))}
                />
              )}
            </Field>
          );
        })}
        {entry.delivery === "push" ? (
          <Checkbox checked={allLinks} onChange={(event) => setAllLinks(event.target.checked)} name="all_links">
            <span className="text-slate-900 dark:text-slate-100">{t("form.allLinks")}</span>
          </Checkbox>
        ) : null}
        {save.isError ? (
          <Alert tone="error">
            <p>{problemMessage(save.error, t, "form.saveFailed")}</p>
          </Alert>
        ) : null}
        {notice ? (
          <Alert tone="success">
            <p>{t(notice === "saved" ? "form.saved" : "form.disconnected", { name })}</p>
          </Alert>
        ) : null}
        {disconnect.isError ? (
          <Alert tone="error">
            <p>{problemMessage(disconnect.error, (key) => t(key, { name }), "form.disconnectFailed")}</p>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <NativeButton type="submit" isLoading={save.isPending}>
            {connection ? t("form.update") : t("form.save")}
          </NativeButton>
          {connection ? (
            <NativeButton
              variant="secondary"
              isLoading={disconnect.isPending}
              onPress={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => {
                    setValues({});
                    setNotice("disconnected");
                  },
                })
              }
            >
              {t("form.disconnect")}
            </NativeButton>
          ) : null}
        </div>
      </form>
    </section>
  );
}
