import type { TOrg } from "@planready/contracts/orgs";
import { usStateCode, usStates } from "@planready/contracts/us-address";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field, Input, Select } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { invalidFieldPaths, problemMessage } from "../../../lib/problem-message";
import { authKeys } from "../../auth/api/get-profile";
import { orgQueryOptions } from "../../onboarding/api/get-org";
import { useUpdateOrg } from "../../onboarding/api/update-org";
import { allFine, stateProblem, textProblem, zipProblem, type TFieldProblem } from "../lib/settings-validation";
import { useFieldWords } from "../lib/use-field-words";
import { SavedNote, SaveError, SettingsHeader, SettingsSection } from "./settings-ui";

const fieldNames = ["name", "address_one", "address_two", "city", "state", "zip"] as const;
type TFieldName = (typeof fieldNames)[number];
type TValues = Record<TFieldName, string>;

function valuesOf(org: TOrg): TValues {
  return {
    name: org.name ?? "",
    address_one: org.address_one ?? "",
    address_two: org.address_two ?? "",
    city: org.city ?? "",
    // A state typed in words before the check existed ("Texas") shows as its code.
    state: org.state ? (usStateCode(org.state) ?? "") : "",
    zip: org.zip ?? "",
  };
}

function problemsOf(values: TValues): Record<TFieldName, TFieldProblem> {
  return {
    name: textProblem(values.name, 120),
    address_one: textProblem(values.address_one, 200),
    address_two: textProblem(values.address_two, 200, false),
    city: textProblem(values.city, 100),
    state: stateProblem(values.state),
    zip: zipProblem(values.zip),
  };
}

function AgencyForm({ org }: { org: TOrg }) {
  const { t } = useTranslation("settings");
  const words = useFieldWords();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TValues>(() => valuesOf(org));
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const update = useUpdateOrg(org.id);
  const refused = invalidFieldPaths(update.error);
  const problems = problemsOf(values);
  const errorOf = (key: TFieldName) => {
    if (!checked) return undefined;
    const own = words(problems[key]);
    if (own) return own;
    if (!refused.includes(`body.${key}`)) return undefined;
    if (key === "state") return t("agency.invalidState");
    if (key === "zip") return t("agency.invalidZip");
    return problemMessage(update.error, t, "settings:saveError");
  };
  const set = (key: TFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };
  const text = (key: TFieldName, label: string, autoComplete: string) => (
    <Field label={label} error={errorOf(key)}>
      {(control) => (
        <Input {...control} name={key} autoComplete={autoComplete} value={values[key]} onChange={(e) => set(key)(e.target.value)} />
      )}
    </Field>
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!allFine(problems)) return;
    update.mutate(
      {
        name: values.name.trim(),
        address_one: values.address_one.trim(),
        address_two: values.address_two.trim() || null,
        city: values.city.trim(),
        state: values.state,
        zip: values.zip.trim(),
      },
      {
        onSuccess: () => {
          setSaved(true);
          // The side menu shows the agency's name.
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="agency-form">
      {text("name", t("agency.name"), "organization")}
      {text("address_one", t("agency.street"), "address-line1")}
      {text("address_two", t("agency.apt"), "address-line2")}
      {text("city", t("agency.city"), "address-level2")}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("agency.state")} error={errorOf("state")}>
          {(control) => (
            <Select
              {...control}
              name="state"
              autoComplete="address-level1"
              value={values.state}
              onChange={(e) => set("state")(e.target.value)}
            >
              <option value="">{t("agency.statePick")}</option>
              {Object.entries(usStates).map(([code, name]) => (
                <option key={code} value={code}>
                  {code} — {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("agency.zip")} error={errorOf("zip")}>
          {(control) => (
            <Input
              {...control}
              name="zip"
              inputMode="numeric"
              autoComplete="postal-code"
              value={values.zip}
              onChange={(e) => set("zip")(e.target.value)}
            />
          )}
        </Field>
      </div>
      <SaveError message={update.isError && refused.length === 0 ? problemMessage(update.error, t, "settings:saveError") : null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={update.isPending}>
          {t("save")}
        </Button>
        <SavedNote message={saved ? t("agency.saved") : null} testId="agency-saved" />
      </div>
    </form>
  );
}

/** Agency Information (/settings/agency-info), for Admins and Restricted-Admins: the agency's name and US address. */
export function AgencyInfoPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation("settings");
  const org = useQuery(orgQueryOptions(orgId));
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="agency-info">
      <SettingsHeader title={t("agency.title")} intro={t("agency.intro")} />
      <SettingsSection id="agency" heading={t("agency.title")}>
        {org.isPending ? (
          <Spinner label={t("agency.title")} className="py-6" />
        ) : org.isError ? (
          <Alert tone="error">
            <p>{t("loadError")}</p>
            <Button variant="secondary" className="mt-3" onPress={() => void org.refetch()}>
              {t("retry")}
            </Button>
          </Alert>
        ) : (
          <AgencyForm org={org.data} />
        )}
      </SettingsSection>
    </div>
  );
}
