import { correctableCollections, itemAnswerNames, itemProvenanceNames } from "@planready/contracts/submission-items";
import { describe, expect, it } from "vitest";
import { changedItemFields, itemChangeFromForm, itemFields } from "./item-fields";

const id = "5d3c9a34-0c4e-4d7e-8f6a-1b2c3d4e5f60";
const newId = () => "9e1d2c3b-4a5f-4e6d-8c7b-6a5f4e3d2c1b";
const lipitor = { id, drug_name: "Lipitor", strength: "10 mg", quantity: 30, is_generic: false, notes: null };

describe("item corrections on the detail page", () => {
  it("ask every answer of every correctable list (not where an item came from, which the agent does not set)", () => {
    for (const collection of correctableCollections) {
      const answers = itemAnswerNames(collection).filter((name) => !itemProvenanceNames.includes(name));
      expect(itemFields[collection].map((entry) => entry.name).toSorted(), collection).toEqual(answers.toSorted());
    }
  });

  it("send only the answers an edit changed, typed as the API wants them", () => {
    const raw = { drug_name: "Lipitor", strength: "20 mg", quantity: "60", is_generic: "false", notes: "", frequency: "once_daily" };
    expect(itemChangeFromForm("prescription_responses", lipitor, raw, newId)).toEqual({
      collection: "prescription_responses",
      op: "update",
      id,
      values: { strength: "20 mg", quantity: 60, frequency: "once_daily" },
    });
    const same = { drug_name: "Lipitor", strength: "10 mg", quantity: "30", is_generic: "false" };
    expect(itemChangeFromForm("prescription_responses", lipitor, same, newId)).toBeNull();
    // A cleared answer is sent as null.
    expect(itemChangeFromForm("prescription_responses", lipitor, { ...same, strength: " " }, newId)).toMatchObject({
      values: { strength: null },
    });
  });

  it("add an item with its answered fields and a new id", () => {
    expect(itemChangeFromForm("pharmacy_responses", null, { name: "CVS", phone: "", is_mail_order: "true" }, newId)).toEqual({
      collection: "pharmacy_responses",
      op: "add",
      id: newId(),
      values: { name: "CVS", is_mail_order: true },
    });
  });

  it("name the answers a correction changed, in form order", () => {
    const after = { ...lipitor, strength: "20 mg", notes: "with food" };
    expect(changedItemFields("prescription_responses", lipitor, after).map((e) => [e.label, e.before, e.after])).toEqual([
      ["strength", "10 mg", "20 mg"],
      ["notes", null, "with food"],
    ]);
    expect(changedItemFields("prescription_responses", null, lipitor).map((e) => e.name)).toEqual([
      "drug_name",
      "strength",
      "quantity",
      "is_generic",
    ]);
  });
});
