import { AGENT_SITE_BIO_MAX } from "@planready/contracts/agent-sites";
import { usStates } from "@planready/contracts/us-address";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { Checkbox, Field, Input, TextArea } from "../../../components/ui/form-field";
import type { TSiteDraft } from "../lib/site-draft";

type TSet = <K extends keyof TSiteDraft>(key: K, value: TSiteDraft[K]) => void;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The page's text fields: about the agent, contact, the bio in both languages. */
export function SiteTextFields({
  draft,
  set,
  urlMessage,
  urlError,
  onUrlBlur,
}: {
  draft: TSiteDraft;
  set: TSet;
  urlMessage: string | null;
  urlError: string | null;
  onUrlBlur: () => void;
}) {
  const { t } = useTranslation("splash");
  const text = (
    key: keyof TSiteDraft,
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string; maxLength?: number; required?: boolean } = {},
  ) => (
    <Field label={label} hint={extra.hint}>
      {(control) => (
        <Input
          {...control}
          name={key}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          maxLength={extra.maxLength}
          required={extra.required}
          value={draft[key] as string}
          onChange={(event) => set(key, event.target.value as never)}
        />
      )}
    </Field>
  );
  return (
    <>
      <Section title={t("builder.sections.about")}>
        <Field
          label={t("builder.fields.uniqueUrl")}
          hint={urlMessage ?? t("builder.fields.uniqueUrlHint", { example: "/splash/grace-harmon" })}
          error={urlError}
        >
          {(control) => (
            <Input
              {...control}
              name="unique_url"
              required
              maxLength={50}
              autoCapitalize="none"
              spellCheck={false}
              value={draft.unique_url}
              onChange={(event) => set("unique_url", event.target.value.toLowerCase())}
              onBlur={onUrlBlur}
            />
          )}
        </Field>
        {text("display_name", t("builder.fields.displayName"), { autoComplete: "name", maxLength: 120, required: true })}
        {text("agency_name", t("builder.fields.agencyName"), { autoComplete: "organization", maxLength: 120 })}
        {text("npn", t("builder.fields.npn"), { maxLength: 10 })}
        <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <summary className="min-h-8 cursor-pointer font-medium">
            {t("builder.fields.licensedStates")}
            {draft.licensed_states.length ? `: ${draft.licensed_states.join(", ")}` : ""}
          </summary>
          <div className="mt-2 grid grid-cols-2 gap-x-3 sm:grid-cols-3">
            {Object.entries(usStates).map(([code, name]) => (
              <Checkbox
                key={code}
                checked={draft.licensed_states.includes(code)}
                onChange={(event) =>
                  set(
                    "licensed_states",
                    event.target.checked ? [...draft.licensed_states, code].toSorted() : draft.licensed_states.filter((c) => c !== code),
                  )
                }
              >
                <span className="text-sm">{name}</span>
              </Checkbox>
            ))}
          </div>
        </details>
      </Section>
      <Section title={t("builder.sections.contact")}>
        {text("phone", t("builder.fields.phone"), { type: "tel", autoComplete: "tel" })}
        {text("email", t("builder.fields.email"), { type: "email", autoComplete: "email" })}
        {text("booking_url", t("builder.fields.bookingUrl"), { type: "url", hint: t("builder.fields.bookingUrlHint") })}
        {text("office_hours", t("builder.fields.officeHours"), { hint: t("builder.fields.officeHoursHint"), maxLength: 300 })}
      </Section>
      <Section title={t("builder.sections.bio")}>
        {(["bio_en", "bio_es"] as const).map((key) => (
          <Field key={key} label={t(key === "bio_en" ? "builder.fields.bioEn" : "builder.fields.bioEs")}>
            {(control) => (
              <TextArea
                {...control}
                name={key}
                rows={4}
                lang={key === "bio_en" ? "en" : "es"}
                maxLength={AGENT_SITE_BIO_MAX}
                value={draft[key]}
                onChange={(event) => set(key, event.target.value)}
              />
            )}
          </Field>
        ))}
      </Section>
    </>
  );
}

export { Section };
