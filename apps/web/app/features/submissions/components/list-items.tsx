import type { TListKey } from "../lib/detail-sections";
import { useTranslation } from "react-i18next";
import { useFieldText } from "../hooks/use-field-text";
import { asText } from "../lib/as-text";

type TItem = Record<string, unknown>;
type TLine = { label: string; value: string | null };

/** The title and the details of one item of a list, in the agent's words. */
function useDescribe() {
  const { t } = useTranslation("submissions");
  const text = useFieldText();
  const yesNo = (value: unknown) => text({ type: "yesNo" }, value);
  const str = (value: unknown) => (value === null || value === undefined || value === "" ? null : asText(value));
  const label = (group: string, value: unknown) => (str(value) ? t(`choices.${group}.${asText(value)}`) : null);
  return (key: TListKey, item: TItem): { title: string; lines: TLine[] } => {
    const line = (name: string, value: string | null): TLine => ({ label: t(`items.${name}`), value });
    switch (key) {
      case "prescription_responses":
        return {
          title: [str(item.drug_name), str(item.strength), str(item.dosage_form)].filter(Boolean).join(" · "),
          lines: [
            line("quantity", str(item.quantity)),
            line("frequency", label("frequency", item.frequency)),
            line("daysSupply", str(item.days_supply)),
            line("generic", yesNo(item.is_generic)),
            line("rxcui", str(item.rxcui)),
            line("notes", str(item.notes)),
          ],
        };
      case "pharmacy_responses":
        return {
          title: str(item.name) ?? "",
          lines: [
            line("address", str(item.address)),
            line("phone", str(item.phone)),
            line("mailOrder", yesNo(item.is_mail_order)),
            line("npi", str(item.npi)),
          ],
        };
      case "specialist_responses":
        return {
          title: str(item.name) ?? "",
          lines: [
            line("specialty", str(item.specialty)),
            line("pcp", yesNo(item.is_pcp)),
            line("address", str(item.address)),
            line("phone", str(item.phone)),
            line("npi", str(item.npi)),
          ],
        };
      case "hospital_responses":
        return {
          title: str(item.name) ?? "",
          lines: [line("address", str(item.address)), line("npi", str(item.npi)), line("ccn", str(item.ccn))],
        };
      case "do_these_apply_responses":
        return {
          title: label("doTheseApply", item.code) ?? "",
          lines: [line("condition", label("chronicCondition", item.chronic_condition)), line("detail", str(item.detail))],
        };
      case "life_health_condition_responses":
        return {
          title: str(item.condition_other) ?? label("lifeCondition", item.condition) ?? "",
          lines: [line("diagnosed", str(item.diagnosed_year)), line("treatment", str(item.treatment))],
        };
      case "household_members":
        return {
          title: [str(item.first_name), str(item.last_name)].filter(Boolean).join(" "),
          lines: [
            line("relationship", label("relationship", item.relationship)),
            line("dob", str(item.dob)),
            line("gender", label("gender", item.gender)),
            line("seekingCoverage", yesNo(item.seeking_coverage)),
            line("tobacco", yesNo(item.tobacco_use)),
            line("pregnant", yesNo(item.pregnant)),
            line(
              "otherCoverage",
              item.has_other_coverage === true
                ? (label("otherCoverage", item.other_coverage_kind) ?? yesNo(true))
                : yesNo(item.has_other_coverage),
            ),
            line("income", text({ type: "dollars" }, item.income)),
          ],
        };
    }
  };
}

/** A list the client filled (prescriptions, pharmacies…): each item's name and its details; "none" when empty. */
export function ListItems({ listKey, items }: { listKey: TListKey; items: readonly object[] }) {
  const { t } = useTranslation("submissions");
  const describe = useDescribe();
  if (items.length === 0) return <p className="text-slate-500 italic dark:text-slate-400">{t(`lists.${listKey}.empty`)}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t(`lists.${listKey}.label`)}>
      {items.map((item) => {
        const { title, lines } = describe(listKey, item as TItem);
        const shown = lines.filter((entry) => entry.value);
        return (
          <li key={asText((item as TItem).id)} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
            <p className="font-semibold break-words text-slate-900 dark:text-white">{title || t("detail.unnamed")}</p>
            {shown.length > 0 ? (
              <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                {shown.map((entry) => (
                  <div key={entry.label} className="flex gap-2">
                    <dt className="text-slate-600 dark:text-slate-400">{entry.label}:</dt>
                    <dd className="break-words text-slate-900 dark:text-slate-100">{entry.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
