import { useTranslation } from "../../../i18n/react";
import type { TContentSection } from "../components/content/content-sections";

/** A page's translated sections (arrays in the shell catalog), with values such as {{email}} filled in. */
export function useSections(key: string, values: Record<string, string> = {}): TContentSection[] {
  const { t } = useTranslation("shell");
  const sections = t(key, { returnObjects: true, ...values }) as unknown;
  return Array.isArray(sections) ? (sections as TContentSection[]) : [];
}

/** A translated list of strings (or of {title, body} pairs). */
export function useList<T = string>(key: string): T[] {
  const { t } = useTranslation("shell");
  const list = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(list) ? (list as T[]) : [];
}
