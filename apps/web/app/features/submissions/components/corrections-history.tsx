import type { TSubmissionCorrection } from "@planready/contracts/submissions";
import { useTranslation } from "react-i18next";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { useFieldText } from "../hooks/use-field-text";
import { fieldKinds } from "../lib/detail-sections";

/** Every correction made from the dashboard, newest first: who, when, which field, before and after. */
export function CorrectionsHistory({ corrections }: { corrections: readonly TSubmissionCorrection[] }) {
  const { t, i18n } = useTranslation("submissions");
  const text = useFieldText();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === "es" ? "es-US" : "en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: DISPLAY_TIME_ZONE,
    }).format(new Date(iso));
  if (corrections.length === 0) return <p className="text-slate-600 dark:text-slate-400">{t("corrections.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="corrections-history">
        <caption className="sr-only">{t("corrections.title")}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("corrections.when")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("corrections.who")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("corrections.field")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("corrections.before")}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t("corrections.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {corrections.map((correction) => {
            const kind = fieldKinds.get(correction.field);
            const who =
              [correction.corrected_by.first_name, correction.corrected_by.last_name].filter(Boolean).join(" ") ||
              correction.corrected_by.email;
            return (
              <tr key={correction.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={correction.corrected_at}>{when(correction.corrected_at)}</time>
                </td>
                <td className="py-2 pr-3 break-words">{who}</td>
                <td className="py-2 pr-3">{kind ? t(`fields.${correction.field}`) : correction.field}</td>
                <td className="py-2 pr-3 break-words">{text(kind, correction.before) ?? t("corrections.empty")}</td>
                <td className="py-2 break-words">{text(kind, correction.after) ?? t("corrections.empty")}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
