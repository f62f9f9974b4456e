import { describe, expect, it } from "vitest";
import {
  agencyStepPath,
  agentStepPath,
  InvalidStepError,
  isAddressComplete,
  needsAgencyName,
  neededAgentStep,
  nextAgencyPath,
  nextAgentPath,
  onboardingReturnTo,
  parseAgencyStep,
  parseAgentStep,
  previousAgencyPath,
  previousAgentPath,
  requiredOnboardingPath,
  type TOnboardingSubject,
  splitFullName,
} from "./onboarding.ts";

const subject = (over: Partial<TOnboardingSubject> = {}): TOnboardingSubject => ({
  user_type: "Admin",
  first_name: "Ana",
  last_name: "Reyes",
  tos_accepted: "2026-01-01T00:00:00.000Z",
  org: { name: "Reyes Insurance" },
  ...over,
});

describe("needsAgencyName", () => {
  it.each(["Admin", "Restricted-Admin"])("is required for %s when the organisation has no name", (user_type) => {
    expect(needsAgencyName(subject({ user_type, org: { name: null } }))).toBe(true);
    expect(needsAgencyName(subject({ user_type, org: { name: "   " } }))).toBe(true);
    expect(needsAgencyName(subject({ user_type, org: null }))).toBe(true);
  });

  it("is not required once the organisation is named", () => {
    expect(needsAgencyName(subject())).toBe(false);
  });

  it.each(["Agent", "Something-Else"])("is never required for %s", (user_type) => {
    expect(needsAgencyName(subject({ user_type, org: { name: null } }))).toBe(false);
  });
});

describe("neededAgentStep", () => {
  it("needs Name until both names exist (blank counts as missing)", () => {
    expect(neededAgentStep(subject({ first_name: null }))).toBe("Name");
    expect(neededAgentStep(subject({ last_name: null }))).toBe("Name");
    expect(neededAgentStep(subject({ first_name: " ", last_name: "Reyes" }))).toBe("Name");
  });

  it("then Terms until tos_accepted", () => {
    expect(neededAgentStep(subject({ tos_accepted: null }))).toBe("Terms");
  });

  it("then nothing", () => {
    expect(neededAgentStep(subject())).toBeNull();
  });
});

describe("requiredOnboardingPath", () => {
  it("sends an Admin of an unnamed organisation to the agency Name step first", () => {
    expect(requiredOnboardingPath(subject({ org: { name: null }, first_name: null }))).toBe("/onboarding/agency?step=Name");
  });

  it("sends an Agent of an unnamed organisation straight to the agent steps", () => {
    expect(requiredOnboardingPath(subject({ user_type: "Agent", org: { name: null }, first_name: null }))).toBe(
      "/onboarding/agent?step=Name",
    );
  });

  it("sends a named user without accepted terms to Terms", () => {
    expect(requiredOnboardingPath(subject({ tos_accepted: null }))).toBe("/onboarding/agent?step=Terms");
  });

  it("is null when everything is done", () => {
    expect(requiredOnboardingPath(subject())).toBeNull();
  });
});

describe("step parsing", () => {
  it("knows exactly the agency and agent steps", () => {
    expect(["Name", "Address", "Discount"].map(parseAgencyStep)).toEqual(["Name", "Address", "Discount"]);
    expect(["Name", "Terms", "Finished"].map(parseAgentStep)).toEqual(["Name", "Terms", "Finished"]);
    expect(parseAgencyStep("Terms")).toBeNull();
    expect(parseAgentStep("Address")).toBeNull();
    expect(parseAgencyStep("name")).toBeNull();
    expect(parseAgencyStep(null)).toBeNull();
    expect(parseAgentStep("")).toBeNull();
  });

  it("builds the step paths", () => {
    expect(agencyStepPath("Address")).toBe("/onboarding/agency?step=Address");
    expect(agentStepPath("Finished")).toBe("/onboarding/agent?step=Finished");
  });
});

describe("agency navigation", () => {
  it("goes Name → Address → Discount → agent Name", () => {
    expect(nextAgencyPath("Name")).toBe("/onboarding/agency?step=Address");
    expect(nextAgencyPath("Address")).toBe("/onboarding/agency?step=Discount");
    expect(nextAgencyPath("Discount")).toBe("/onboarding/agent?step=Name");
  });

  it("goes back Discount → Address → Name → /signup", () => {
    expect(previousAgencyPath("Discount")).toBe("/onboarding/agency?step=Address");
    expect(previousAgencyPath("Address")).toBe("/onboarding/agency?step=Name");
    expect(previousAgencyPath("Name")).toBe("/signup");
  });

  it.each([null, "", "Terms", "discount", "Finished"])("raises 'Invalid step' for %s", (step) => {
    expect(() => nextAgencyPath(step)).toThrow(InvalidStepError);
    expect(() => nextAgencyPath(step)).toThrow("Invalid step");
    expect(() => previousAgencyPath(step)).toThrow("Invalid step");
  });
});

describe("agent navigation", () => {
  it("goes Name → Terms → Finished → /dashboard for the only user of an organisation", () => {
    expect(nextAgentPath("Name", 1)).toBe("/onboarding/agent?step=Terms");
    expect(nextAgentPath("Terms", 1)).toBe("/onboarding/agent?step=Finished");
    expect(nextAgentPath("Finished", 1)).toBe("/dashboard");
  });

  it("takes a later user of a multi-user organisation straight to /dashboard after Terms", () => {
    expect(nextAgentPath("Terms", 2)).toBe("/dashboard");
    expect(nextAgentPath("Terms", 15)).toBe("/dashboard");
    // Only after Terms: the Name step still leads to Terms.
    expect(nextAgentPath("Name", 2)).toBe("/onboarding/agent?step=Terms");
    expect(nextAgentPath("Finished", 2)).toBe("/dashboard");
  });

  it("treats an organisation count of 0 (not loaded) like a single user", () => {
    expect(nextAgentPath("Terms", 0)).toBe("/onboarding/agent?step=Finished");
  });

  it("goes back Finished → Terms → Name → agency Discount", () => {
    expect(previousAgentPath("Finished")).toBe("/onboarding/agent?step=Terms");
    expect(previousAgentPath("Terms")).toBe("/onboarding/agent?step=Name");
    expect(previousAgentPath("Name")).toBe("/onboarding/agency?step=Discount");
  });

  it.each([null, "", "Address", "terms", "Done"])("raises 'Invalid step' for %s", (step) => {
    expect(() => nextAgentPath(step, 1)).toThrow(InvalidStepError);
    expect(() => previousAgentPath(step)).toThrow("Invalid step");
  });

  it("names its error for error boundaries", () => {
    const error = new InvalidStepError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("InvalidStepError");
    expect(error.message).toBe("Invalid step");
  });
});

describe("isAddressComplete", () => {
  const full = { address_one: "12 Main St", city: "Austin", state: "TX", zip: "78701" };

  it("accepts street, city, state and zip without an apartment", () => {
    expect(isAddressComplete(full)).toBe(true);
    expect(isAddressComplete({ ...full, address_two: null })).toBe(true);
    expect(isAddressComplete({ ...full, address_two: "Apt 4" })).toBe(true);
  });

  it.each(["address_one", "city", "state", "zip"] as const)("refuses a missing or blank %s", (field) => {
    expect(isAddressComplete({ ...full, [field]: "" })).toBe(false);
    expect(isAddressComplete({ ...full, [field]: "   " })).toBe(false);
    const { [field]: _omitted, ...rest } = full;
    expect(isAddressComplete(rest)).toBe(false);
  });

  it("does not check formats", () => {
    expect(isAddressComplete({ ...full, state: "Texas", zip: "ABC" })).toBe(true);
  });
});

describe("splitFullName", () => {
  it("takes the first word as the first name and the rest as the last name", () => {
    expect(splitFullName("Morgan Reyes")).toEqual({ first_name: "Morgan", last_name: "Reyes" });
    expect(splitFullName("  Maria   Lopez Garcia ")).toEqual({ first_name: "Maria", last_name: "Lopez Garcia" });
  });

  it("leaves what it cannot tell empty", () => {
    expect(splitFullName("Cher")).toEqual({ first_name: "Cher", last_name: "" });
    expect(splitFullName("  ")).toEqual({ first_name: "", last_name: "" });
    expect(splitFullName(null)).toEqual({ first_name: "", last_name: "" });
  });
});

describe("the page a new account signed up for (returnTo)", () => {
  const welcome = "/connecturedrx/welcome?connectureReturnUrl=https%3A%2F%2Fdrx.example.com%2Fhome&connAgentId=AG-1";
  const carried = `returnTo=${encodeURIComponent(welcome)}`;

  it("is carried through every agency and agent step, forwards and back", () => {
    expect(agencyStepPath("Name", welcome)).toBe(`/onboarding/agency?step=Name&${carried}`);
    expect(nextAgencyPath("Name", welcome)).toBe(`/onboarding/agency?step=Address&${carried}`);
    expect(nextAgencyPath("Discount", welcome)).toBe(`/onboarding/agent?step=Name&${carried}`);
    expect(nextAgentPath("Name", 1, welcome)).toBe(`/onboarding/agent?step=Terms&${carried}`);
    expect(previousAgentPath("Name", welcome)).toBe(`/onboarding/agency?step=Discount&${carried}`);
    expect(previousAgentPath("Finished", welcome)).toBe(`/onboarding/agent?step=Terms&${carried}`);
    expect(previousAgencyPath("Name", welcome)).toBe(`/signup?${carried}`);
  });

  it("is where the onboarding ends: straight after the terms, or after Finished", () => {
    expect(nextAgentPath("Terms", 1, welcome)).toBe(welcome);
    expect(nextAgentPath("Terms", 3, welcome)).toBe(welcome);
    expect(nextAgentPath("Finished", 1, welcome)).toBe(welcome);
  });

  it("is only ever a path of the app: other sites, the sign-up and the onboarding itself are dropped", () => {
    expect(onboardingReturnTo(welcome)).toBe(welcome);
    for (const value of [
      "https://evil.example/phish",
      "//evil.example/phish",
      "/\\evil.example",
      "javascript:alert(1)",
      "/crm/home\nx",
      "/signup",
      "/signup?returnTo=%2Fdashboard",
      "/onboarding/agent?step=Name",
      "",
      null,
      undefined,
    ]) {
      expect(onboardingReturnTo(value), String(value)).toBeNull();
    }
    expect(agencyStepPath("Name", "https://evil.example/")).toBe("/onboarding/agency?step=Name");
    expect(nextAgentPath("Terms", 1, "//evil.example")).toBe("/onboarding/agent?step=Finished");
    expect(nextAgentPath("Finished", 1, "https://evil.example")).toBe("/dashboard");
    expect(previousAgencyPath("Name", "https://evil.example")).toBe("/signup");
  });
});
