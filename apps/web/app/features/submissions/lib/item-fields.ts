import type { TSubmissionItemChange } from "@planready/contracts/submission-items";
import { daysSupplies } from "@planready/contracts/surveys/choices";
import type { TFieldKind, TListKey } from "./detail-sections";
import { fromFormValue, sameValue } from "./field-value";

/** An answer of a list item as the agent corrects it: its name in the item, how it is edited, its label (`items.*`). */
export type TItemField = { name: string; kind: TFieldKind; label: string };

const field = (name: string, kind: TFieldKind, label: string): TItemField => ({ name, kind, label });
const text: TFieldKind = { type: "text" };
const multiline: TFieldKind = { type: "text", multiline: true };
const yesNo: TFieldKind = { type: "yesNo" };
const number: TFieldKind = { type: "number" };

/** Every answer of each list's items (the contracts' item schemas), in the order the form asks them. */
export const itemFields: Record<TListKey, readonly TItemField[]> = {
  prescription_responses: [
    field("drug_name", text, "drugName"),
    field("strength", text, "strength"),
    field("dosage_form", text, "dosageForm"),
    field("quantity", number, "quantity"),
    field("frequency", { type: "choice", list: "frequency" }, "frequency"),
    field("days_supply", { type: "numberChoice", values: daysSupplies, unit: "days" }, "daysSupply"),
    field("is_generic", yesNo, "generic"),
    field("rxcui", text, "rxcui"),
    field("notes", multiline, "notes"),
  ],
  pharmacy_responses: [
    field("name", text, "name"),
    field("address", text, "address"),
    field("phone", { type: "phone" }, "phone"),
    field("is_mail_order", yesNo, "mailOrder"),
    field("npi", text, "npi"),
  ],
  specialist_responses: [
    field("name", text, "name"),
    field("specialty", text, "specialty"),
    field("is_pcp", yesNo, "pcp"),
    field("address", text, "address"),
    field("phone", { type: "phone" }, "phone"),
    field("npi", text, "npi"),
  ],
  hospital_responses: [
    field("name", text, "name"),
    field("address", text, "address"),
    field("npi", text, "npi"),
    field("ccn", text, "ccn"),
  ],
  do_these_apply_responses: [
    field("code", { type: "choice", list: "doTheseApply" }, "situation"),
    field("chronic_condition", { type: "choice", list: "chronicCondition" }, "condition"),
    field("detail", multiline, "detail"),
  ],
  life_health_condition_responses: [
    field("condition", { type: "choice", list: "lifeCondition" }, "condition"),
    field("condition_other", text, "conditionOther"),
    field("diagnosed_year", number, "diagnosed"),
    field("treatment", multiline, "treatment"),
  ],
  household_members: [
    field("first_name", text, "firstName"),
    field("last_name", text, "lastName"),
    field("relationship", { type: "choice", list: "relationship" }, "relationship"),
    field("dob", { type: "usDate" }, "dob"),
    field("gender", { type: "choice", list: "gender" }, "gender"),
    field("seeking_coverage", yesNo, "seekingCoverage"),
    field("tobacco_use", yesNo, "tobacco"),
    field("pregnant", yesNo, "pregnant"),
    field("has_other_coverage", yesNo, "hasOtherCoverage"),
    field("other_coverage_kind", { type: "choice", list: "otherCoverage" }, "otherCoverageKind"),
    field("income", { type: "dollars" }, "income"),
  ],
};

type TItem = Record<string, unknown>;

/**
 * The change an item form asks for, from its raw inputs by answer name: an added item with its answers (blank ones
 * left out), or an update of the answers that differ from the item's; null when nothing changed.
 */
export function itemChangeFromForm(
  collection: TListKey,
  item: TItem | null,
  raw: Record<string, string | string[]>,
  newId: () => string,
): TSubmissionItemChange | null {
  const values: TItem = {};
  for (const { name, kind } of itemFields[collection]) {
    const value = fromFormValue(kind, raw[name] ?? "");
    if (item ? !sameValue(value, item[name]) : value !== null) values[name] = value;
  }
  if (item) {
    if (Object.keys(values).length === 0) return null;
    return { collection, op: "update", id: String(item.id), values };
  }
  return { collection, op: "add", id: newId(), values } as TSubmissionItemChange;
}

/** The answers an item correction changed, in form order: all answered ones of an added or removed item. */
export function changedItemFields(collection: TListKey, before: TItem | null, after: TItem | null) {
  return itemFields[collection]
    .map((entry) => ({ ...entry, before: before?.[entry.name] ?? null, after: after?.[entry.name] ?? null }))
    .filter((entry) => !sameValue(entry.before, entry.after));
}
