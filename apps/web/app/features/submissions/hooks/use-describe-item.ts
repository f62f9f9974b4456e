import { useTranslation } from "../../../i18n/react";
import { asText } from "../lib/as-text";
import type { TListKey } from "@planready/contracts/submission-sections";
import { useFieldText } from "./use-field-text";

export type TItem = Record<string, unknown>;
type TLine = { label: string; value: string | null };

/**
 * Whether a drug, pharmacy, doctor or hospital is the registry's record: `verified` (picked from NLM RxTerms or
 * NPPES), `typed` (typed by the client, not checked against the registry), or null (not recorded, or another list).
 */
export type TRegistryCheck = "verified" | "typed" | null;
const registryLists: readonly TListKey[] = ["prescription_responses", "pharmacy_responses", "specialist_responses", "hospital_responses"];
export function registryCheck(key: TListKey, item: TItem): TRegistryCheck {
  if (!registryLists.includes(key)) return null;
  if (item.verified === true) return "verified";
  return item.verified === false ? "typed" : null;
}

/** The title and the details of one item of a list, in the agent's words. */
export function useDescribeItem() {
  const { t } = useTranslation("submissions");
  const text = useFieldText();
  const yesNo = (value: unknown) => text({ type: "yesNo" }, value);
  const str = (value: unknown) => (value === null || value === undefined || value === "" ? null : asText(value));
  const label = (group: string, value: unknown) => (str(value) ? t(`choices.${group}.${asText(value)}`) : null);
  return (key: TListKey, item: TItem): { title: string; lines: TLine[]; registry: TRegistryCheck } => describeItem(key, item);
  function describeItem(key: TListKey, item: TItem): { title: string; lines: TLine[]; registry: TRegistryCheck } {
    return { ...describeAnswers(key, item), registry: registryCheck(key, item) };
  }
  function describeAnswers(key: TListKey, item: TItem): { title: string; lines: TLine[] } {
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
  }
}
