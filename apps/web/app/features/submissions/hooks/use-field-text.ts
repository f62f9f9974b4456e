import { useTranslation } from "react-i18next";
import { asText } from "../lib/as-text";
import type { TFieldKind } from "../lib/detail-sections";

/** A stored answer in words: choice ids become their labels, yes/no and amounts read naturally; null when empty. */
export function useFieldText() {
  const { t, i18n } = useTranslation("submissions");
  const locale = i18n.language === "es" ? "es-US" : "en-US";
  return (kind: TFieldKind | undefined, value: unknown): string | null => {
    if (value === null || value === undefined || value === "") return null;
    if (Array.isArray(value)) {
      if (value.length === 0) return null;
      return value.map((entry) => (kind?.type === "choices" ? t(`choices.${kind.list}.${asText(entry)}`) : asText(entry))).join(", ");
    }
    switch (kind?.type) {
      case "choice":
        return t(`choices.${kind.list}.${asText(value)}`);
      case "yesNo":
        return value === true ? t("choices.yes") : t("choices.no");
      case "dollars":
        return typeof value === "number"
          ? new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value)
          : asText(value);
      case "number":
        return typeof value === "number" ? new Intl.NumberFormat(locale).format(value) : asText(value);
      default:
        return typeof value === "boolean" ? (value ? t("choices.yes") : t("choices.no")) : asText(value);
    }
  };
}
