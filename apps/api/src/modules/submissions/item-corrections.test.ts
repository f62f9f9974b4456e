import { describe, expect, it } from "vitest";
import { planItemChange, type StoredItem } from "./item-corrections.ts";

const contentId = "0b8a5f8e-8a4b-4c59-9d1e-2f4f5e6a7b8c";
const id = "5d3c9a34-0c4e-4d7e-8f6a-1b2c3d4e5f60";
const lipitor: StoredItem = { survey_content_id: contentId, data: { drug_name: "Lipitor", strength: "10 mg" }, deleted_at: null };

describe("planItemChange", () => {
  it("updates only the answers that change, keeping the rest of the item", () => {
    const plan = planItemChange(
      { collection: "prescription_responses", op: "update", id, values: { strength: "20 mg", drug_name: "Lipitor" } },
      lipitor,
      contentId,
    );
    expect(plan).toEqual({
      kind: "write",
      op: "update",
      data: { drug_name: "Lipitor", strength: "20 mg" },
      changed: ["strength"],
      before: { id, drug_name: "Lipitor", strength: "10 mg" },
      after: { id, drug_name: "Lipitor", strength: "20 mg" },
    });
    expect(
      planItemChange({ collection: "prescription_responses", op: "update", id, values: { strength: "10 mg" } }, lipitor, contentId),
    ).toEqual({
      kind: "unchanged",
    });
    // Null and absent are both "not answered".
    expect(planItemChange({ collection: "prescription_responses", op: "update", id, values: { notes: null } }, lipitor, contentId)).toEqual(
      {
        kind: "unchanged",
      },
    );
  });

  it("makes a registry record the agent's own (verified: null) when the agent changes its name or NPI, not its phone", () => {
    const picked: StoredItem = {
      survey_content_id: contentId,
      data: { name: "Walgreens #4821", npi: "1000001044", verified: true },
      deleted_at: null,
    };
    const renamed = planItemChange(
      { collection: "pharmacy_responses", op: "update", id, values: { name: "Walgreens" } },
      picked,
      contentId,
    );
    expect(renamed).toMatchObject({ kind: "write", changed: ["name", "verified"], data: { name: "Walgreens", verified: null } });
    const phoned = planItemChange(
      { collection: "pharmacy_responses", op: "update", id, values: { phone: "813-555-0100" } },
      picked,
      contentId,
    );
    expect(phoned).toMatchObject({ kind: "write", changed: ["phone"], data: { verified: true } });
  });

  it("checks the item an update leaves against its schema's cross-field rules", () => {
    const situation: StoredItem = { survey_content_id: contentId, data: { code: "medicaid" }, deleted_at: null };
    const plan = planItemChange(
      { collection: "do_these_apply_responses", op: "update", id, values: { code: "chronic_condition" } },
      situation,
      contentId,
    );
    expect(plan).toMatchObject({ kind: "refused", refusal: { code: "VALIDATION_FAILED", issues: [{ path: ["chronic_condition"] }] } });
  });

  it("refuses another content's item whatever the change, and a missing or removed item to update", () => {
    const foreign = { ...lipitor, survey_content_id: "9e1d2c3b-4a5f-4e6d-8c7b-6a5f4e3d2c1b" };
    const changes = [
      { collection: "prescription_responses", op: "update", id, values: { strength: "1 mg" } },
      { collection: "prescription_responses", op: "add", id, values: { drug_name: "X" } },
      { collection: "prescription_responses", op: "remove", id },
    ] as const;
    for (const change of changes)
      expect(planItemChange(change, foreign, contentId)).toMatchObject({ kind: "refused", refusal: { code: "NOT_FOUND" } });
    expect(planItemChange(changes[0], undefined, contentId)).toMatchObject({ refusal: { code: "NOT_FOUND" } });
    expect(planItemChange(changes[0], { ...lipitor, deleted_at: new Date() }, contentId)).toMatchObject({ refusal: { code: "NOT_FOUND" } });
  });

  it("adds a new or deleted id, treats the same add again as done, and refuses to overwrite another item", () => {
    const add = { collection: "prescription_responses", op: "add", id, values: { drug_name: "Lipitor", strength: "10 mg" } } as const;
    expect(planItemChange(add, undefined, contentId)).toMatchObject({
      kind: "write",
      op: "add",
      before: null,
      after: { id, drug_name: "Lipitor" },
    });
    expect(planItemChange(add, { ...lipitor, deleted_at: new Date() }, contentId)).toMatchObject({ kind: "write", op: "add" });
    expect(planItemChange(add, lipitor, contentId)).toEqual({ kind: "unchanged" });
    expect(planItemChange({ ...add, values: { drug_name: "Crestor" } }, lipitor, contentId)).toMatchObject({
      refusal: { code: "CONFLICT" },
    });
  });

  it("removes a live item and records it; removing it again changes nothing", () => {
    const remove = { collection: "prescription_responses", op: "remove", id } as const;
    expect(planItemChange(remove, lipitor, contentId)).toMatchObject({
      kind: "write",
      op: "remove",
      before: { id, drug_name: "Lipitor" },
      after: null,
    });
    expect(planItemChange(remove, { ...lipitor, deleted_at: new Date() }, contentId)).toEqual({ kind: "unchanged" });
  });

  it("leaves answers the current contract does not know out of the audit", () => {
    const old: StoredItem = { ...lipitor, data: { ...lipitor.data, pharmacy_hint: "old field" } };
    const plan = planItemChange({ collection: "prescription_responses", op: "update", id, values: { strength: "5 mg" } }, old, contentId);
    expect(plan).toMatchObject({ kind: "write", data: { pharmacy_hint: "old field", strength: "5 mg" } });
    expect(plan.kind === "write" && plan.after).toEqual({ id, drug_name: "Lipitor", strength: "5 mg" });
  });
});
