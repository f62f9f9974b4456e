import type { TSubmissionCorrection } from "@planready/contracts/submissions";
import { useTranslation } from "../../../i18n/react";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { useDescribeItem, type TItem } from "../hooks/use-describe-item";
import { useFieldText } from "../hooks/use-field-text";
import { fieldKinds, type TListKey } from "@planready/contracts/submission-sections";
import { changedItemFields, itemFields } from "../lib/item-fields";

/**
 * A list item's correction in words: which item ("Prescription Lipitor · 20 mg", "Pharmacy removed: CVS") and the
 * answers it changed before and after ("Strength: 10 mg" → "Strength: 20 mg"); null for an answer field.
 */
function useItemCorrectionText() {
  const { t } = useTranslation("submissions");
  const text = useFieldText();
  const describe = useDescribeItem();
  return (correction: TSubmissionCorrection) => {
    const key = correction.field as TListKey;
    if (correction.item_id === null || !(key in itemFields)) return null;
    const before = isItem(correction.before) ? correction.before : null;
    const after = isItem(correction.after) ? correction.after : null;
    const what = t(`lists.${key}.one`);
    const item = describe(key, after ?? before ?? {}).title || t("detail.unnamed");
    const changes = changedItemFields(key, before, after);
    const side = (present: TItem | null, values: "before" | "after") =>
      present === null || changes.length === 0 ? (
        t("corrections.empty")
      ) : (
        <ul>
          {changes.map((change) => (
            <li key={change.name}>
              {t(`items.${change.label}`)}: {text(change.kind, change[values]) ?? t("corrections.empty")}
            </li>
          ))}
        </ul>
      );
    const verb = before === null ? "itemAdded" : after === null ? "itemRemoved" : "itemUpdated";
    return { what: t(`corrections.${verb}`, { what, item }), before: side(before, "before"), after: side(after, "after") };
  };
}

const isItem = (value: unknown): value is TItem => typeof value === "object" && value !== null && !Array.isArray(value);

const historyColumns = ["when", "who", "field", "before", "after"] as const;

/** Every correction made from the dashboard, newest first: who, when, which field or list item, before and after. */
export function CorrectionsHistory({ corrections }: { corrections: readonly TSubmissionCorrection[] }) {
  const { t, i18n } = useTranslation("submissions");
  const text = useFieldText();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === "es" ? "es-US" : "en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: DISPLAY_TIME_ZONE,
    }).format(new Date(iso));
  const describeItem = useItemCorrectionText();
  if (corrections.length === 0) return <p className="text-slate-600 dark:text-slate-400">{t("corrections.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="corrections-history">
        <caption className="sr-only">{t("corrections.title")}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            {historyColumns.map((column, index) => (
              <th key={column} scope="col" className={`py-2 font-semibold ${index < historyColumns.length - 1 ? "pr-3" : ""}`}>
                {t(`corrections.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {corrections.map((correction) => {
            const kind = fieldKinds.get(correction.field);
            const who =
              [correction.corrected_by.first_name, correction.corrected_by.last_name].filter(Boolean).join(" ") ||
              correction.corrected_by.email;
            const item = describeItem(correction);
            return (
              <tr key={correction.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={correction.corrected_at}>{when(correction.corrected_at)}</time>
                </td>
                <td className="py-2 pr-3 break-words">{who}</td>
                {item ? (
                  <>
                    <td className="py-2 pr-3 break-words">{item.what}</td>
                    <td className="py-2 pr-3 break-words">{item.before}</td>
                    <td className="py-2 break-words">{item.after}</td>
                  </>
                ) : (
                  <>
                    <td className="py-2 pr-3">{kind ? t(`fields.${correction.field}`) : correction.field}</td>
                    <td className="py-2 pr-3 break-words">{text(kind, correction.before) ?? t("corrections.empty")}</td>
                    <td className="py-2 break-words">{text(kind, correction.after) ?? t("corrections.empty")}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
