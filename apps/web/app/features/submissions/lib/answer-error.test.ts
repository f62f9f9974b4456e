import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { createI18n, locales } from "../../../i18n/i18n";
import { resources } from "../../../i18n/resources.server";
import { answerErrorKey, refusedAnswers } from "./answer-error";
import { fieldKinds } from "@planready/contracts/submission-sections";
import { itemFields } from "./item-fields";

const everyAnswer = [
  ...fieldKinds,
  ...Object.values(itemFields).flatMap((fields) => fields.map(({ name, kind }) => [name, kind] as const)),
];

describe("the words beside a refused answer", () => {
  it.each(locales)("exist in %s for every answer an agent can correct", (lng) => {
    const t = createI18n(lng, resources).getFixedT(lng, "submissions");
    const missing = everyAnswer.filter(([name, kind]) => t(answerErrorKey(name, kind)) === answerErrorKey(name, kind));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it("say what a quantity needs, in the reader's language rather than the API's", () => {
    const key = answerErrorKey("quantity", { type: "number" });
    expect(createI18n("en", resources).getFixedT("en", "submissions")(key)).toContain("Enter a quantity above 0");
    expect(createI18n("es", resources).getFixedT("es", "submissions")(key)).toContain("cantidad mayor que 0");
    expect(answerErrorKey("zip", { type: "zip" })).toBe("corrections.invalidKind.zip");
  });

  it("are found by the answers' names in the refused paths", () => {
    const error = new ApiError(400, {
      type: "t",
      title: "Invalid",
      status: 400,
      code: "VALIDATION_FAILED",
      requestId: "r",
      invalidFields: [
        { path: "body.items.0.values.quantity", message: "Enter a quantity above 0" },
        { path: "body.fields.dob", message: "Enter a real date of birth as MM/DD/YYYY" },
      ],
    });
    expect([...refusedAnswers(error)]).toEqual(["quantity", "dob"]);
    expect(refusedAnswers(new Error("boom")).size).toBe(0);
  });
});
