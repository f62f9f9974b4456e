import { answerText, type TFieldKind } from "@planready/contracts/submission-sections";
import { useTranslation } from "../../../i18n/react";

/** A stored answer in words (contracts `answerText`, the PDF's and the CSV's words too); null when empty. */
export function useFieldText() {
  const { t, i18n } = useTranslation("submissions");
  return (kind: TFieldKind | undefined, value: unknown): string | null =>
    answerText(kind, value, (key, values) => t(key, values ?? {}), i18n.language);
}
