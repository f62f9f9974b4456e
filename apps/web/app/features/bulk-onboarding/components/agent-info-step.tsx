import { bulkStepPath, type TBulkArea, type TBulkOnboardingState } from "@planready/contracts/bulk-onboarding";
import type { TProfile } from "@planready/contracts/users";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox, Field, Input } from "../../../components/ui/form-field";
import { paths } from "../../../config/paths";
import { useTranslation } from "../../../i18n/react";
import { useSaveAgentInfo } from "../api/onboarding-state";
import { StepHeading } from "./step-heading";

/** Step 3: the names the area's survey link shows, and the terms (the service agreement with the area's own). */
export function AgentInfoStep({ area, state, profile }: { area: TBulkArea; state: TBulkOnboardingState; profile: TProfile }) {
  const { t } = useTranslation("bulkOnboarding");
  const { search } = useLocation();
  const navigate = useNavigate();
  const save = useSaveAgentInfo(area);
  const [first, setFirst] = useState(state.link?.first_name || profile.first_name || "");
  const [last, setLast] = useState(state.link?.last_name || profile.last_name || "");
  const [agency, setAgency] = useState(state.link?.agency_name || profile.org?.name || "");
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = !first.trim() || !last.trim() || !agency.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (missing || !accepted) return;
    await save.mutateAsync({ first_name: first.trim(), last_name: last.trim(), agency_name: agency.trim(), accept_terms: true });
    await navigate(bulkStepPath(area, "confirmation", search));
  }

  const required = (value: string) => (tried && !value.trim() ? t("agentInfo.required") : null);
  return (
    <form className="flex w-full max-w-xl flex-col gap-6" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <StepHeading current={3} heading={t("agentInfo.heading")} hint={t("agentInfo.hint")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("agentInfo.firstName")} error={required(first)}>
          {(control) => <Input {...control} value={first} onChange={(e) => setFirst(e.target.value)} autoComplete="given-name" required />}
        </Field>
        <Field label={t("agentInfo.lastName")} error={required(last)}>
          {(control) => <Input {...control} value={last} onChange={(e) => setLast(e.target.value)} autoComplete="family-name" required />}
        </Field>
        <Field label={t("agentInfo.agencyName")} error={required(agency)} className="sm:col-span-2">
          {(control) => (
            <Input {...control} value={agency} onChange={(e) => setAgency(e.target.value)} autoComplete="organization" required />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <Checkbox
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-invalid={tried && !accepted ? true : undefined}
          aria-describedby={tried && !accepted ? "area-terms-error" : undefined}
        >
          <span className="text-slate-800 dark:text-slate-100">{t(`agentInfo.terms.${area}`)}</span>
        </Checkbox>
        <a href={paths.terms} target="_blank" rel="noreferrer" className="ml-9 font-semibold text-brand-700 underline dark:text-brand-300">
          {t("agentInfo.readTerms")}
        </a>
        {tried && !accepted ? (
          <p className="ml-9 text-sm font-semibold text-red-700 dark:text-red-300">{t("agentInfo.termsRequired")}</p>
        ) : null}
      </div>
      {save.isError ? <Alert tone="error">{t("agentInfo.failed")}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          {t("agentInfo.save")}
        </Button>
      </div>
    </form>
  );
}
