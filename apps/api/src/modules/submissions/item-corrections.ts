import {
  itemAnswerIssues,
  itemAnswerNames,
  type TCorrectableCollection,
  type TSubmissionItemChange,
} from "@planready/contracts/submission-items";
import { registryIdentityFields } from "@planready/contracts/surveys/content-items";

/**
 * What an agent's change to a list item does to the stored item (pure; corrections.repository.ts applies it in the
 * correction's transaction). An item's audit value is its answers with its id, as the client's writes stored them.
 */

export type StoredItem = { survey_content_id: string; data: Record<string, unknown>; deleted_at: Date | null };
export type TItemAnswers = Record<string, unknown> & { id: string };
export type ItemRefusal =
  | { code: "NOT_FOUND" | "CONFLICT"; message: string }
  | { code: "VALIDATION_FAILED"; issues: { path: PropertyKey[]; message: string }[] };

export type ItemPlan =
  | { kind: "unchanged" }
  | { kind: "refused"; refusal: ItemRefusal }
  /** `data` is the item's new answers (unchanged on remove); `changed` the answers written now. */
  | {
      kind: "write";
      op: "add" | "update" | "remove";
      data: Record<string, unknown>;
      changed: string[];
      before: TItemAnswers | null;
      after: TItemAnswers | null;
    };

const NOT_FOUND: ItemRefusal = { code: "NOT_FOUND", message: "No item with this id in this submission." };
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The answers of a stored item that its collection's schema knows (answers of an older contract are left out). */
export function itemAnswers(collection: TCorrectableCollection, id: string, data: Record<string, unknown>): TItemAnswers {
  const names = itemAnswerNames(collection);
  return { ...Object.fromEntries(Object.entries(data).filter(([name]) => names.includes(name))), id };
}

const withoutUndefined = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/**
 * The outcome of one change on the item stored under its id (undefined when there is none): an item of another
 * content is not found, whatever the change; updating or removing needs a live item; adding an id that is already
 * a live item is a conflict unless it holds the same answers (a retry). An update must leave a valid item.
 */
export function planItemChange(change: TSubmissionItemChange, stored: StoredItem | undefined, contentId: string): ItemPlan {
  if (stored && stored.survey_content_id !== contentId) return { kind: "refused", refusal: NOT_FOUND };
  const live = stored && !stored.deleted_at ? stored : undefined;
  const { collection, id } = change;
  switch (change.op) {
    case "add": {
      const values = withoutUndefined(change.values);
      if (live) {
        const current = itemAnswers(collection, id, live.data);
        const names = new Set([...Object.keys(current), ...Object.keys(values)].filter((name) => name !== "id"));
        if ([...names].every((name) => sameValue(current[name], values[name]))) return { kind: "unchanged" };
        return { kind: "refused", refusal: { code: "CONFLICT", message: "An item with this id already exists: update it instead." } };
      }
      // Every answer is written, blanks too: a late retry of an older client write of this id fills none of them.
      return { kind: "write", op: "add", data: values, changed: itemAnswerNames(collection), before: null, after: { ...values, id } };
    }
    case "update": {
      if (!live) return { kind: "refused", refusal: NOT_FOUND };
      const before = itemAnswers(collection, id, live.data);
      const values = withoutUndefined(change.values);
      const changed = Object.keys(values).filter((name) => !sameValue(before[name], values[name]));
      if (!changed.length) return { kind: "unchanged" };
      // An agent who changes the name or the NPI of a registry record makes it their own: no longer the registry's.
      const identity: readonly string[] =
        collection in registryIdentityFields ? registryIdentityFields[collection as keyof typeof registryIdentityFields] : [];
      if (before.verified === true && !("verified" in values) && changed.some((name) => identity.includes(name))) {
        values.verified = null;
        changed.push("verified");
      }
      const { id: _id, ...answers } = { ...before, ...values };
      const issues = itemAnswerIssues(collection, id, answers);
      if (issues.length) return { kind: "refused", refusal: { code: "VALIDATION_FAILED", issues } };
      const data = { ...live.data, ...values };
      return { kind: "write", op: "update", data, changed, before, after: itemAnswers(collection, id, data) };
    }
    case "remove": {
      if (!stored) return { kind: "refused", refusal: NOT_FOUND };
      if (!live) return { kind: "unchanged" };
      return { kind: "write", op: "remove", data: live.data, changed: [], before: itemAnswers(collection, id, live.data), after: null };
    }
  }
}
