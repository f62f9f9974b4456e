import { US_STATE_CODES } from "@planready/contracts/surveys/fields";
import { useTranslation } from "react-i18next";
import { choiceLists, type TFieldKind } from "../lib/detail-sections";
import { inputClass } from "./field-classes";

type Props = {
  id: string;
  /** The form entry it fills. */
  name: string;
  kind: TFieldKind;
  initial: string;
  invalid: boolean;
  /** Takes the focus when it appears (the first input of an editor just opened). */
  focusOnMount?: boolean;
  /** The id of the message that says what is wrong with it. */
  describedBy?: string;
};

/** The input a field's kind needs: a list for choices, yes/no and states, a text box (or area) otherwise. */
export function ValueInput({ id, name, kind, initial, invalid, focusOnMount = false, describedBy }: Props) {
  const { t } = useTranslation("submissions");
  const common = {
    id,
    name,
    defaultValue: initial,
    autoFocus: focusOnMount,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  if (kind.type === "choice" || kind.type === "yesNo" || kind.type === "state") {
    const options: readonly string[] =
      kind.type === "choice" ? choiceLists[kind.list] : kind.type === "yesNo" ? ["true", "false"] : US_STATE_CODES;
    const optionLabel = (value: string) =>
      kind.type === "choice"
        ? t(`choices.${kind.list}.${value}`)
        : kind.type === "yesNo"
          ? t(value === "true" ? "choices.yes" : "choices.no")
          : value;
    return (
      <select {...common} className={inputClass}>
        <option value="">{t("corrections.noAnswer")}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    );
  }
  if (kind.type === "numberChoice") {
    return (
      <select {...common} className={inputClass}>
        <option value="">{t("corrections.noAnswer")}</option>
        {kind.values.map((value) => (
          <option key={value} value={String(value)}>
            {t(`units.${kind.unit}`, { count: value })}
          </option>
        ))}
      </select>
    );
  }
  if (kind.type === "text" && kind.multiline) return <textarea {...common} rows={4} className={`${inputClass} py-2`} />;
  const type = kind.type === "email" ? "email" : kind.type === "phone" ? "tel" : "text";
  const inputMode = kind.type === "number" || kind.type === "dollars" || kind.type === "zip" ? "numeric" : undefined;
  const placeholder = kind.type === "usDate" ? "MM/DD/YYYY" : undefined;
  return <input {...common} type={type} inputMode={inputMode} placeholder={placeholder} className={inputClass} />;
}
