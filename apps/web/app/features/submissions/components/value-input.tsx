import { US_STATE_CODES } from "@planready/contracts/surveys/fields";
import { useTranslation } from "../../../i18n/react";
import { choiceLists, type TFieldKind } from "@planready/contracts/submission-sections";
import { Input, Select, TextArea, type TFieldControlProps } from "../../../components/ui/form-field";

type Props = Partial<TFieldControlProps> & {
  /** The form entry it fills. */
  name: string;
  kind: TFieldKind;
  initial: string;
  /** Takes the focus when it appears (the first input of an editor just opened). */
  focusOnMount?: boolean;
};

/** The input a field's kind needs: a list for choices, yes/no and states, a text box (or area) otherwise. */
export function ValueInput({ name, kind, initial, focusOnMount = false, ...control }: Props) {
  const { t } = useTranslation("submissions");
  const common = { ...control, name, defaultValue: initial, autoFocus: focusOnMount };
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
      <Select {...common} className="w-full">
        <option value="">{t("corrections.noAnswer")}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </Select>
    );
  }
  if (kind.type === "numberChoice") {
    return (
      <Select {...common} className="w-full">
        <option value="">{t("corrections.noAnswer")}</option>
        {kind.values.map((value) => (
          <option key={value} value={String(value)}>
            {t(`units.${kind.unit}`, { count: value })}
          </option>
        ))}
      </Select>
    );
  }
  if (kind.type === "text" && kind.multiline) return <TextArea {...common} rows={4} className="w-full" />;
  const type = kind.type === "email" ? "email" : kind.type === "phone" ? "tel" : "text";
  const inputMode = kind.type === "number" || kind.type === "dollars" || kind.type === "zip" ? "numeric" : undefined;
  const placeholder = kind.type === "usDate" ? "MM/DD/YYYY" : undefined;
  return <Input {...common} type={type} inputMode={inputMode} placeholder={placeholder} className="w-full" />;
}
