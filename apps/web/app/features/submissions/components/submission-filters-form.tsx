import type { TOrgLink } from "@planready/contracts/billing/api";
import { signatureStatuses } from "@planready/contracts/signature-requests";
import { submissionStatuses } from "@planready/contracts/submissions";
import { surveyTypes } from "@planready/contracts/surveys/survey-types";
import { Search, SlidersHorizontal } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Form } from "react-router";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { Field, Input, Select } from "../../../components/ui/form-field";
import { activeFilterCount, dateRangeReversed, filtersFromForm, type TSubmissionFilters } from "../lib/submission-filters";
import { DrugFilterField } from "./drug-filter-field";

type Props = {
  filters: TSubmissionFilters;
  links: readonly TOrgLink[];
  onApply: (filters: TSubmissionFilters) => void;
  onClear: () => void;
};

/**
 * Every filter (docs/product.md#submission-filters) in one form whose field names are the address's query names: it works as a plain GET
 * form before the page is interactive, and afterwards applies through `onApply` (clean addresses, no reload).
 * The detailed filters fold away on small screens; they open by themselves when one is set.
 */
export function SubmissionFiltersForm({ filters, links, onApply, onClear }: Props) {
  const { t } = useTranslation("submissions");
  const detailed = activeFilterCount({ ...filters, searchTerm: "" });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filtersFromForm(new FormData(event.currentTarget), filters));
  };
  // Keyed by the filters, so the fields show the address's values after back/forward navigation.
  const key = JSON.stringify(filters);
  return (
    <search>
      <Form method="get" onSubmit={submit} key={key} className="flex flex-col gap-4" aria-label={t("filters.label")}>
        {filters.archive ? <input type="hidden" name="archive" value="true" /> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field id="submissions-search" label={t("filters.search")} className="flex-1">
            {(control) => (
              <Input
                {...control}
                name="searchTerm"
                type="search"
                defaultValue={filters.searchTerm}
                placeholder={t("filters.searchPlaceholder")}
                className="w-full"
              />
            )}
          </Field>
          <Field id="submissions-order" label={t("sort.label")} className="sm:w-48">
            {(control) => (
              <Select
                {...control}
                name="newestDataFirst"
                defaultValue={String(filters.newestDataFirst)}
                className="w-full"
                onChange={(event) => {
                  // The new order applies with whatever else the form holds now.
                  const form = event.currentTarget.form;
                  if (form) onApply(filtersFromForm(new FormData(form), filters));
                }}
              >
                <option value="true">{t("sort.newest")}</option>
                <option value="false">{t("sort.oldest")}</option>
              </Select>
            )}
          </Field>
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="size-4" />
            {t("filters.apply")}
          </Button>
        </div>

        <details
          open={detailed > 0}
          className="group rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-900 dark:text-white">
            <SlidersHorizontal aria-hidden className="size-4" />
            {t("filters.more")}
            {detailed > 0 ? (
              <span className="text-sm font-normal text-slate-600 dark:text-slate-300">({t("filters.active", { count: detailed })})</span>
            ) : null}
          </summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FilterSelect
              id="filter-survey-type"
              name="surveyType"
              label={t("filters.surveyType")}
              value={filters.surveyType}
              anyLabel={t("filters.anySurvey")}
              options={surveyTypes.map((type) => ({ value: type, label: t(`surveyTypes.${type}`) }))}
            />
            <FilterSelect
              id="filter-status"
              name="status"
              label={t("filters.status")}
              value={filters.status}
              anyLabel={t("filters.anyStatus")}
              options={submissionStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <FilterSelect
              id="filter-signature"
              name="signature"
              label={t("filters.signature")}
              value={filters.signature}
              anyLabel={t("filters.anySignature")}
              options={signatureStatuses.map((status) => ({ value: status, label: t(`signature.${status}`) }))}
            />
            <FilterSelect
              id="filter-link"
              name="linkId"
              label={t("filters.link")}
              value={filters.linkId}
              anyLabel={t("filters.anyLink")}
              options={links.map((link) => ({ value: link.id, label: `/${link.url}` }))}
            />
            <FilterField
              id="filter-zip"
              name="zip"
              label={t("filters.zip")}
              value={filters.zip}
              inputMode="numeric"
              pattern="\d{5}"
              hint={t("filters.zipHint")}
            />
            <FilterField id="filter-start" name="startDate" type="date" label={t("filters.startDate")} value={filters.startDate} />
            <FilterField
              id="filter-end"
              name="endDate"
              type="date"
              label={t("filters.endDate")}
              value={filters.endDate}
              error={dateRangeReversed(filters) ? t("filters.endBeforeStart") : undefined}
            />
            <FilterField id="filter-pharmacy" name="pharmacyName" label={t("filters.pharmacy")} value={filters.pharmacyName} />
            <DrugFilterField drugId={filters.drugId} />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="submit">{t("filters.apply")}</Button>
            {activeFilterCount(filters) > 0 ? (
              <Button variant="ghost" onPress={onClear}>
                {t("filters.clear")}
              </Button>
            ) : null}
          </div>
        </details>
      </Form>
    </search>
  );
}

type FilterSelectProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
};

/** A filter chosen from a list, "any" first. */
function FilterSelect({ id, name, label, value, anyLabel, options }: FilterSelectProps) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select {...control} name={name} defaultValue={value} className="w-full">
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type FilterFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  type?: "text" | "date";
  hint?: string;
  inputMode?: "numeric";
  pattern?: string;
  /** Shown under the field, which is then marked invalid. */
  error?: string | undefined;
};

/** A typed filter. */
function FilterField({ id, name, label, value, type = "text", hint, inputMode, pattern, error }: FilterFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input {...control} name={name} type={type} defaultValue={value} inputMode={inputMode} pattern={pattern} className="w-full" />
      )}
    </Field>
  );
}
