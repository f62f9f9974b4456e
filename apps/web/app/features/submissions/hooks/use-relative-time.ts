import { relativeTime } from "@planready/contracts/relative-time";
import { useTranslation } from "react-i18next";

/** Spec §9 relative time ("just now", "5 mins ago"…) worded in the page's language. */
export function useRelativeTime() {
  const { t } = useTranslation("submissions");
  return (iso: string) => {
    const value = relativeTime(iso);
    return value.unit === "now" ? t("time.now") : t(`time.${value.unit}`, { count: value.count });
  };
}
