import { formatZonedTime } from "@planready/contracts/agency-time";
import type { TAgentSigning } from "@planready/contracts/agent-signing";
import { agentPlanTypes } from "@planready/contracts/agent-signing-rules";
import { useRef, useState, type CSSProperties, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Field, Checkbox, Input } from "../../../components/ui/form-field";
import { fieldErrorClass, fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { problemMessage } from "../../../lib/problem-message";
import { SignatureImage, SignaturePad } from "../../surveys/components/signature-pad";
import { useAgentSigning, useSaveAgentSigning } from "../api/agent-signing";
import { agentSigningErrors, toAgentSigningRequest, type TAgentSigningField, type TAgentSigningForm } from "./agent-signing-form";

/** The signature pad's colours (it is the survey's component): the app's brand instead of a survey theme. */
const padTheme = { "--survey-primary": "#1d4ed8", "--survey-light": "#eff6ff", "--survey-outline": "#1d4ed8" } as CSSProperties;

/**
 * Document Signing (/settings/agent-signing): the agent's details for the agent's part of the Scope of Appointment
 * (name, NPN, phone, agency, the plan types they are appointed for), their signature (drawn, or their name typed,
 * as the client signs), and the opt-in to sign new SOAs with it automatically. Each save is a new version.
 */
export function AgentSigningPage() {
  const { t } = useTranslation("signing");
  const query = useAgentSigning();
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="agent-signing">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("page.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("page.intro")}</p>
      </header>
      {query.isPending ? (
        <Spinner label={t("page.loading")} className="py-10" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "page.loadFailed")}</p>
          <Button variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
            {t("page.retry")}
          </Button>
        </Alert>
      ) : (
        <SigningForm current={query.data.current} />
      )}
    </div>
  );
}

function initialForm(current: TAgentSigning | null): TAgentSigningForm {
  return {
    name: current?.name ?? "",
    npn: current?.npn ?? "",
    phone: current?.phone ?? "",
    agency: current?.agency ?? "",
    planTypes: current?.plan_types ?? [],
    method: current?.signature_method ?? "draw",
    signature: current?.signature ?? null,
    autoApply: current?.auto_apply ?? false,
  };
}

function SigningForm({ current }: { current: TAgentSigning | null }) {
  const { t, i18n } = useTranslation("signing");
  const save = useSaveAgentSigning();
  const [form, setForm] = useState(() => initialForm(current));
  // A saved drawing is kept until the agent chooses to draw a new one.
  const [redrawing, setRedrawing] = useState(!current?.signature);
  const [showErrors, setShowErrors] = useState(false);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const update = (change: Partial<TAgentSigningForm>) => {
    setSavedVersion(null);
    setForm((before) => ({ ...before, ...change }));
  };
  const errors = showErrors ? agentSigningErrors(form) : [];
  const error = (field: TAgentSigningField) => (errors.includes(field) ? t(`errors.${field}`) : null);
  const locale = i18n.language === "es" ? "es" : "en";

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (agentSigningErrors(form).length > 0) {
      setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    save.mutate(toAgentSigningRequest(form), { onSuccess: (saved) => setSavedVersion(saved.version) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <p className="text-slate-700 dark:text-slate-300" data-testid="agent-signing-current">
        {current
          ? t("page.current", { version: current.version, time: formatZonedTime(new Date(current.saved_at), locale) })
          : t("page.none")}
      </p>
      {errors.length > 0 ? (
        <p ref={summaryRef} tabIndex={-1} role="alert" className={fieldErrorClass}>
          {t("form.fixErrors")}
        </p>
      ) : null}

      <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-xl font-semibold text-slate-900 dark:text-white">{t("form.details")}</legend>
        <Field label={t("form.name")} hint={t("form.nameHint")} error={error("name")}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={200}
              value={form.name}
              onChange={(e) => update({ name: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("form.npn")} hint={t("form.npnHint")} error={error("npn")}>
          {(control) => (
            <Input
              {...control}
              name="npn"
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              value={form.npn}
              onChange={(e) => update({ npn: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("form.phone")} error={error("phone")}>
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel-national"
              maxLength={30}
              value={form.phone}
              onChange={(e) => update({ phone: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("form.agency")} error={error("agency")}>
          {(control) => (
            <Input
              {...control}
              name="agency"
              autoComplete="organization"
              maxLength={200}
              value={form.agency}
              onChange={(e) => update({ agency: e.target.value })}
            />
          )}
        </Field>
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby="plan-types-hint plan-types-error"
          aria-invalid={error("plan_types") ? true : undefined}
        >
          <legend className={fieldLabelClass}>{t("form.planTypes")}</legend>
          <p id="plan-types-hint" className={fieldHintClass}>
            {t("form.planTypesHint")}
          </p>
          {agentPlanTypes.map((product) => (
            <Checkbox
              key={product}
              name="plan_types"
              value={product}
              checked={form.planTypes.includes(product)}
              onChange={(e) =>
                update({ planTypes: e.target.checked ? [...form.planTypes, product] : form.planTypes.filter((p) => p !== product) })
              }
            >
              <span className="text-slate-900 dark:text-slate-100">{t(`products.${product}`)}</span>
            </Checkbox>
          ))}
          {error("plan_types") ? (
            <p id="plan-types-error" className={fieldErrorClass}>
              {error("plan_types")}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-xl font-semibold text-slate-900 dark:text-white">{t("form.signature")}</legend>
        <div role="radiogroup" aria-label={t("form.method")} className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          {(["draw", "type"] as const).map((method) => (
            <label key={method} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="signature_method"
                value={method}
                checked={form.method === method}
                onChange={() => update({ method })}
                className="size-5 accent-brand-600"
              />
              <span className="text-slate-900 dark:text-slate-100">{t(`form.${method}`)}</span>
            </label>
          ))}
        </div>
        {form.method === "draw" ? (
          redrawing || !form.signature ? (
            <div style={padTheme}>
              <SignaturePad
                label={t("form.padLabel")}
                hint={t("form.padHint")}
                error={error("signature")}
                words={{
                  placeholder: t("form.pad.placeholder"),
                  drawn: t("form.pad.drawn"),
                  empty: t("form.pad.empty"),
                  clear: t("form.pad.clear"),
                }}
                onChange={(signature) => update({ signature })}
              />
              {current?.signature ? (
                <Button
                  variant="ghost"
                  className="mt-2"
                  onPress={() => {
                    setRedrawing(false);
                    update({ signature: current.signature });
                  }}
                >
                  {t("form.keepSaved")}
                </Button>
              ) : null}
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <p className={fieldLabelClass}>{t("form.savedDrawing")}</p>
              <SignatureImage path={form.signature} label={t("form.savedDrawing")} />
              <Button
                variant="secondary"
                className="self-start"
                onPress={() => {
                  setRedrawing(true);
                  update({ signature: null });
                }}
              >
                {t("form.redraw")}
              </Button>
            </div>
          )
        ) : (
          <div className="flex flex-col gap-2">
            <p className={fieldLabelClass}>{t("form.typedPreview")}</p>
            <p
              className="flex min-h-16 items-center rounded-xl border border-slate-300 bg-white px-4 font-serif text-2xl break-words text-slate-900 italic"
              data-testid="typed-signature"
            >
              {form.name.trim() || <span className="font-sans text-base text-slate-600 not-italic">{t("form.typedEmpty")}</span>}
            </p>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <Checkbox
            name="auto_apply"
            checked={form.autoApply}
            onChange={(e) => update({ autoApply: e.target.checked })}
            aria-describedby="auto-apply-hint"
          >
            <span className="font-medium text-slate-900 dark:text-slate-100">{t("form.autoApply")}</span>
          </Checkbox>
          <p id="auto-apply-hint" className={fieldHintClass}>
            {t("form.autoApplyHint")}
          </p>
        </div>
      </fieldset>

      {save.isError ? <Alert tone="error">{problemMessage(save.error, t, "form.saveFailed")}</Alert> : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" isLoading={save.isPending} data-testid="agent-signing-save">
          {t("form.save")}
        </Button>
        <output aria-live="polite" className="text-slate-700 dark:text-slate-300">
          {savedVersion ? t("form.saved", { version: savedVersion }) : ""}
        </output>
      </div>
    </form>
  );
}
