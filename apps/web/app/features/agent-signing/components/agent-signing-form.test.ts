import { describe, expect, it } from "vitest";
import { agentSigningErrors, toAgentSigningRequest, type TAgentSigningForm } from "./agent-signing-form";

const form: TAgentSigningForm = {
  name: "Dana Agent",
  npn: "17654321",
  phone: "(305) 555-0142",
  agency: "",
  planTypes: ["part_d"],
  method: "draw",
  signature: "M10 10l20 20",
  autoApply: false,
};

describe("the Document Signing form", () => {
  it("accepts a complete form, the agency being optional", () => {
    expect(agentSigningErrors(form)).toEqual([]);
  });

  it("names each refused field in the form's order: the NPN's format, the phone, the plan types, the drawing", () => {
    expect(agentSigningErrors({ ...form, name: " ", npn: "0123", phone: "555", planTypes: [], signature: null })).toEqual([
      "name",
      "npn",
      "phone",
      "plan_types",
      "signature",
    ]);
    expect(agentSigningErrors({ ...form, npn: "12345678901" })).toEqual(["npn"]);
    expect(agentSigningErrors({ ...form, npn: "12a4" })).toEqual(["npn"]);
    expect(agentSigningErrors({ ...form, npn: "1234 5678" })).toEqual([]);
  });

  it("sends no drawing with a typed signature, and needs none", () => {
    const typed = { ...form, method: "type" as const };
    expect(toAgentSigningRequest(typed).signature).toBeNull();
    expect(agentSigningErrors({ ...typed, signature: null })).toEqual([]);
  });
});
