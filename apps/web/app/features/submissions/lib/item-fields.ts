import type { TSubmissionItemChange } from "@planready/contracts/submission-items";
import { itemFields, type TListKey } from "@planready/contracts/submission-sections";
import { fromFormValue, sameValue } from "./field-value";

export { itemFields, type TItemField } from "@planready/contracts/submission-sections";

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
