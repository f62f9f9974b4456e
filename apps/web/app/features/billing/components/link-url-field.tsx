import { normalizeLinkUrl } from "@planready/contracts/links";
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../i18n/react";
import { Input, Label, Text, TextField } from "react-aria-components";
import { suggestLinkUrl, type TUrlCheck } from "../../../lib/link-url";
import { fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";

type LinkUrlFieldProps = {
  value: string;
  onChange: (value: string) => void;
  check: TUrlCheck;
  /** Show a problem even before the field was left (after a submit). */
  showProblems: boolean;
  origin: string;
};

/**
 * The link's address, checked as it is typed (docs/product.md#buying-a-link): the local rule at once, then whether it is free,
 * asked after a pause. Every refusal has its own words; the result is announced.
 */
export function LinkUrlField({ value, onChange, check, showProblems, origin }: LinkUrlFieldProps) {
  const { t } = useTranslation("billing");
  const statusId = useId();
  const url = normalizeLinkUrl(value);
  const problem = check.kind === "problem" ? check : null;
  const visibleProblem = problem && (showProblems || problem.issue !== "empty") ? problem : null;
  const host = origin.replace(/^https?:\/\//, "");
  return (
    <TextField
      value={value}
      onChange={(next) => onChange(suggestLinkUrl(next))}
      isInvalid={!!visibleProblem}
      name="url"
      autoComplete="off"
      aria-describedby={statusId}
      className="flex flex-col gap-1.5"
    >
      <Label className={fieldLabelClass}>{t("buy.addressLabel")}</Label>
      <div className="flex min-h-11 items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-200 has-[[data-invalid]]:border-red-600 dark:border-slate-600 dark:bg-slate-900">
        <span
          aria-hidden
          className="flex max-w-[55%] items-center border-r border-slate-300 bg-slate-100 px-3 break-all text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {host}/
        </span>
        <Input
          spellCheck={false}
          autoCapitalize="none"
          className="min-w-0 flex-1 bg-transparent px-3 text-base text-slate-900 outline-none dark:text-slate-100"
        />
      </div>
      <Text slot="description" className={fieldHintClass}>
        {t("buy.addressDescription", { origin: host })}
      </Text>
      <p id={statusId} aria-live="polite" className="min-h-6 text-sm font-medium" data-testid="url-status">
        {check.kind === "checking" ? (
          <span className="flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t("buy.url.checking")}
          </span>
        ) : check.kind === "available" ? (
          <span className="flex items-center gap-1.5 text-green-800 dark:text-green-300">
            <CircleCheck aria-hidden className="size-4" />
            {check.ownUnpaid ? t("buy.url.ownUnpaid", { url: `${host}/${url}` }) : t("buy.url.available", { url: `${host}/${url}` })}
          </span>
        ) : check.kind === "unknown" ? (
          <span className="text-slate-700 dark:text-slate-300">{t("buy.url.checkFailed")}</span>
        ) : visibleProblem ? (
          <span className="flex items-center gap-1.5 text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden className="size-4 shrink-0" />
            {t(`buy.url.${visibleProblem.issue}`)}
          </span>
        ) : null}
      </p>
    </TextField>
  );
}
