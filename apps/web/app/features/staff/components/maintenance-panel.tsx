import { formatZonedTime } from "@planready/contracts/agency-time";
import { MAINTENANCE_DESCRIPTION_MAX, maintenanceModes, type TMaintenanceMode, type TStaffMaintenance } from "@planready/contracts/staff";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Field, TextArea } from "../../../components/ui/form-field";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { problemMessage } from "../../../lib/problem-message";
import { useMaintenance, useSetMaintenance } from "../api/maintenance";
import { ConsoleHeading } from "./console-frame";

/**
 * `/internal/maintenance`: maintenance on (everyone sees the maintenance page), announced, or off, with its
 * description — the same switch as `npm run maintenance`.
 */
export function MaintenancePanel() {
  const { t } = useTranslation("staff");
  const query = useMaintenance();
  if (query.isPending) return <Spinner label={t("maintenance.title")} className="py-10" />;
  if (query.isError) return <Alert tone="error">{problemMessage(query.error, t, "staff:maintenance.loadError")}</Alert>;
  return <MaintenanceForm now={query.data} />;
}

/** The form starts from what is switched on now. */
function MaintenanceForm({ now }: { now: TStaffMaintenance }) {
  const { t, i18n } = useTranslation("staff");
  const update = useSetMaintenance();
  const [mode, setMode] = useState<TMaintenanceMode>(now.mode);
  const [description, setDescription] = useState(now.description ?? "");
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState<TMaintenanceMode | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const text = description.trim();
    if (mode === "upcoming" && !text) return setMissing(true);
    setMissing(false);
    update.mutate({ mode, ...(mode !== "off" && text ? { description: text } : {}) }, { onSuccess: (state) => setSaved(state.mode) });
  };

  return (
    <>
      <ConsoleHeading>{t("maintenance.title")}</ConsoleHeading>
      <section className="mb-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-sm font-semibold text-slate-500 uppercase">{t("maintenance.now")}</h2>
        <p className="mt-1 text-lg font-semibold" data-testid="maintenance-state" data-mode={now.mode}>
          {t(`maintenance.states.${now.mode}`)}
          {now.since ? (
            <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">
              {t("maintenance.since", { time: formatZonedTime(new Date(now.since), i18n.language) })}
            </span>
          ) : null}
        </p>
        {now.description ? <p className="mt-1 text-slate-700 dark:text-slate-200">{now.description}</p> : null}
      </section>

      <form onSubmit={submit} className="flex max-w-2xl flex-col gap-5" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium">{t("maintenance.choose")}</legend>
          {maintenanceModes.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="size-5 accent-brand-600"
              />
              <span>{t(`maintenance.modes.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <Field
          label={t("maintenance.description")}
          hint={t("maintenance.descriptionHint")}
          error={missing ? t("maintenance.descriptionRequired") : null}
        >
          {(control) => (
            <TextArea
              {...control}
              name="description"
              rows={3}
              maxLength={MAINTENANCE_DESCRIPTION_MAX}
              value={description}
              disabled={mode === "off"}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <NativeButton type="submit" isLoading={update.isPending} data-testid="maintenance-apply">
            {t("maintenance.apply")}
          </NativeButton>
          <output className="text-sm text-slate-600 dark:text-slate-300">
            {saved ? t("maintenance.saved", { state: t(`maintenance.states.${saved}`) }) : null}
          </output>
        </div>
        {update.isError ? <Alert tone="error">{problemMessage(update.error, t, "staff:maintenance.saveError")}</Alert> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("maintenance.consoleStays")}</p>
      </form>
    </>
  );
}
