import { useTranslation } from "../../../i18n/react";
import { TextField } from "../../../components/ui/text-field";
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  formatPostalCode,
  type TCardField,
  type TCardForm,
  type TCardIssue,
} from "../lib/card-input";

type CardFieldsProps = {
  value: TCardForm;
  onChange: (next: TCardForm) => void;
  issues: Partial<Record<TCardField, TCardIssue>>;
  /** Problems show once the form was sent, so nobody is scolded while typing. */
  showIssues: boolean;
  isDisabled?: boolean;
};

/** The card fields of the sandbox pages: number, expiry, security code, name and ZIP, formatted as typed. */
export function CardFields({ value, onChange, issues, showIssues, isDisabled = false }: CardFieldsProps) {
  const { t } = useTranslation("billing");
  const issue = (field: TCardField) => (showIssues && issues[field] ? t(`card.issues.${issues[field]}`) : null);
  const set = (field: TCardField, format: (raw: string) => string) => (raw: string) => onChange({ ...value, [field]: format(raw) });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" disabled={isDisabled}>
      <legend className="sr-only">{t("card.legend")}</legend>
      <TextField
        label={t("card.number")}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={value.number}
        onChange={set("number", formatCardNumber)}
        errorMessage={issue("number")}
        isDisabled={isDisabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("card.expiry")}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          value={value.expiry}
          onChange={set("expiry", formatExpiry)}
          errorMessage={issue("expiry")}
          isDisabled={isDisabled}
        />
        <TextField
          label={t("card.cvc")}
          description={t("card.cvcHint")}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={value.cvc}
          onChange={set("cvc", formatCvc)}
          errorMessage={issue("cvc")}
          isDisabled={isDisabled}
        />
      </div>
      <TextField
        label={t("card.name")}
        name="ccname"
        autoComplete="cc-name"
        value={value.name}
        onChange={set("name", (raw) => raw)}
        errorMessage={issue("name")}
        isDisabled={isDisabled}
      />
      <TextField
        label={t("card.postalCode")}
        name="postal"
        autoComplete="postal-code"
        inputMode="numeric"
        value={value.postalCode}
        onChange={set("postalCode", formatPostalCode)}
        errorMessage={issue("postalCode")}
        isDisabled={isDisabled}
        className="sm:max-w-48"
      />
    </fieldset>
  );
}
