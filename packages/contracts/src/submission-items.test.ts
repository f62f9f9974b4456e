import { describe, expect, it } from "vitest";
import { correctableCollections, itemAnswerNames, ZSubmissionItemChange } from "./submission-items.ts";
import { ZSubmissionCorrectionRequest } from "./submissions.ts";

const id = "5d3c9a34-0c4e-4d7e-8f6a-1b2c3d4e5f60";
const issuesOf = (value: unknown) => {
  const result = ZSubmissionCorrectionRequest.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};

describe("item corrections", () => {
  it("cover every list of the survey content but the Scope of Appointment selections", () => {
    expect(correctableCollections.toSorted()).toEqual([
      "do_these_apply_responses",
      "hospital_responses",
      "household_members",
      "life_health_condition_responses",
      "pharmacy_responses",
      "prescription_responses",
      "specialist_responses",
    ]);
    expect(itemAnswerNames("prescription_responses")).toContain("drug_name");
    expect(itemAnswerNames("prescription_responses")).not.toContain("client_rev");
  });

  it("never let an agent mark an item as the registry's record (verified is provenance, not an answer)", () => {
    for (const op of ["add", "update"] as const) {
      const change = { collection: "pharmacy_responses", op, id, values: { name: "CVS", npi: "1234567893", verified: true } };
      expect(ZSubmissionItemChange.safeParse(change).success, op).toBe(false);
      const { verified: _verified, ...answers } = change.values;
      expect(ZSubmissionItemChange.safeParse({ ...change, values: answers }).success, op).toBe(true);
    }
  });

  it("validate an added item with its collection's schema, cross-field rules included", () => {
    expect(ZSubmissionItemChange.safeParse({ collection: "pharmacy_responses", op: "add", id, values: { name: "CVS" } }).success).toBe(
      true,
    );
    expect(issuesOf({ items: [{ collection: "do_these_apply_responses", op: "add", id, values: { code: "other" } }] })).toEqual([
      { path: "items.0.values.detail", message: "Tell us what applies" },
    ]);
    expect(issuesOf({ items: [{ collection: "pharmacy_responses", op: "add", id, values: { name: "CVS", phone: "123" } }] })).toEqual([
      { path: "items.0.values.phone", message: "Enter a 10-digit US phone number" },
    ]);
  });

  it("take part of an item to update, never a required answer cleared, and each item once", () => {
    expect(issuesOf({ items: [{ collection: "prescription_responses", op: "update", id, values: { quantity: 60 } }] })).toEqual([]);
    expect(issuesOf({ items: [{ collection: "prescription_responses", op: "update", id, values: { drug_name: null } }] })).toEqual([
      { path: "items.0.values.drug_name", message: "Enter text" },
    ]);
    const remove = { collection: "prescription_responses", op: "remove", id };
    expect(issuesOf({ items: [remove, remove] })).toEqual([{ path: "items", message: "Change each item only once per correction" }]);
  });

  it("still accept fields alone, and need some change", () => {
    expect(issuesOf({ fields: { first_name: "Rosa" } })).toEqual([]);
    expect(issuesOf({})).toEqual([{ path: "fields", message: "Change at least one field or item" }]);
    expect(issuesOf({ fields: {}, items: [] })).toEqual([{ path: "fields", message: "Change at least one field or item" }]);
  });
});
