import { useTranslation } from "../../../i18n/react";
import type { TFieldProblem } from "./settings-validation";

/** The words of a field's problem in the page's language (namespace `settings`), or undefined when there is none. */
export function useFieldWords() {
  const { t } = useTranslation("settings");
  return (problem: TFieldProblem | undefined): string | undefined => (problem ? t(problem.key, problem.values ?? {}) : undefined);
}
