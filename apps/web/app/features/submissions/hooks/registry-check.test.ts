import { describe, expect, it } from "vitest";
import { registryCheck } from "./use-describe-item";

describe("where a listed drug, pharmacy, doctor or hospital came from, for the agent", () => {
  it("is the registry's record when picked, typed when the client typed it, and unsaid otherwise", () => {
    expect(registryCheck("pharmacy_responses", { id: "1", name: "CVS Pharmacy", npi: "1234567893", verified: true })).toBe("verified");
    expect(registryCheck("specialist_responses", { id: "1", name: "Dr. Ruth Okafor", verified: false })).toBe("typed");
    expect(registryCheck("prescription_responses", { id: "1", drug_name: "Lisinopril", verified: false })).toBe("typed");
    // Written before the field existed, or added by an agent.
    expect(registryCheck("hospital_responses", { id: "1", name: "Mercy Hospital" })).toBeNull();
    // Lists that no registry answers.
    expect(registryCheck("household_members", { id: "1", first_name: "Ana", verified: false })).toBeNull();
  });
});
