import { describe, expect, it } from "vitest";
import { drugIdOf, drugOption } from "./drug-choice";

describe("the drug filter's text", () => {
  it("reads the RxCUI of a chosen suggestion or of a number typed alone", () => {
    expect(drugIdOf(drugOption("Lisinopril", "29046"))).toBe("29046");
    expect(drugIdOf(" 860975 ")).toBe("860975");
  });

  it("has none for a name not chosen from the suggestions", () => {
    expect(drugIdOf("Lisinopril")).toBe("");
    expect(drugIdOf("")).toBe("");
  });
});
