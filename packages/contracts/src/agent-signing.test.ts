import { describe, expect, it } from "vitest";
import { ZAgentSigningRequest } from "./agent-signing.ts";
import { agentPlanTypes, agentSigningProblems, isValidNpn, type TAgentSigningFields } from "./agent-signing-rules.ts";
import { soaProducts } from "./surveys/consent-records.ts";

const fields: TAgentSigningFields = {
  name: "Dana Agent",
  npn: "17654321",
  phone: "(305) 555-0142",
  agency: "",
  plan_types: ["part_d"],
  signature_method: "draw",
  signature: "M10 10l20 20",
};

/** The fields the API's schema refuses, by their first path part. */
const refusedByApi = (value: TAgentSigningFields) => {
  const result = ZAgentSigningRequest.safeParse({ ...value, auto_apply: false });
  return [...new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])))];
};

describe("the agent's signing details", () => {
  it("names the SOA's product groups as plan types, in the form's order", () => {
    expect([...agentPlanTypes]).toEqual([...soaProducts]);
  });

  it("takes an NPN of 1 to 10 digits, not starting with 0, spaces dropped", () => {
    for (const good of ["1", "17654321", "1234567890", "1765 4321"]) expect(isValidNpn(good), good).toBe(true);
    for (const bad of ["", "0123", "12345678901", "12a4", "-123"]) expect(isValidNpn(bad), bad).toBe(false);
  });

  it("checks the page's fields by the same rules as the API", () => {
    const cases: TAgentSigningFields[] = [
      fields,
      { ...fields, name: " ", npn: "0123", phone: "555", plan_types: [], signature: null },
      { ...fields, npn: "12345678901", phone: "(105) 555-0142" },
      { ...fields, plan_types: ["life"] },
      { ...fields, plan_types: ["part_d", "part_d"] },
      { ...fields, signature_method: "type", signature: null },
      { ...fields, signature_method: "type", signature: "M1 1l2 2" },
      { ...fields, agency: "x".repeat(201) },
    ];
    for (const value of cases)
      expect(agentSigningProblems(value).toSorted(), JSON.stringify(value)).toEqual(refusedByApi(value).toSorted());
    expect(agentSigningProblems(cases[1]!)).toEqual(["name", "npn", "phone", "plan_types", "signature"]);
  });
});
