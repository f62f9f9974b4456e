import { describe, expect, it } from "vitest";
import {
  allowedPartnerUrl,
  bulkStepPath,
  bulkStepRedirect,
  neededBulkStep,
  partnerQuery,
  type TBulkOnboardingFacts,
} from "./bulk-onboarding.ts";

const named = { first_name: "Ada", last_name: "Diaz", agency_name: "Diaz Benefits" };
const fresh: TBulkOnboardingFacts = {
  agent_linked: true,
  paid: false,
  link: null,
  tos_accepted: false,
  connecture_tos_accepted: false,
  crm_tos_accepted: false,
};

describe("neededBulkStep", () => {
  it("Connecture: welcome without a verified agent id, plan until paid, agent-info until names and both terms", () => {
    expect(neededBulkStep("connecture", { ...fresh, agent_linked: false })).toBe("welcome");
    expect(neededBulkStep("connecture", fresh)).toBe("plan");
    const paid = { ...fresh, paid: true, link: { first_name: "Ada", last_name: null, agency_name: null } };
    expect(neededBulkStep("connecture", paid)).toBe("agent-info");
    expect(neededBulkStep("connecture", { ...paid, link: named, tos_accepted: true })).toBe("agent-info");
    expect(
      neededBulkStep("connecture", { ...paid, link: { ...named, agency_name: "  " }, tos_accepted: true, connecture_tos_accepted: true }),
    ).toBe("agent-info");
    expect(neededBulkStep("connecture", { ...paid, link: named, tos_accepted: true, connecture_tos_accepted: true })).toBeNull();
  });

  it("CRM: no agent id needed; plan until paid, agent-info until the CRM terms", () => {
    const crm = { ...fresh, agent_linked: false };
    expect(neededBulkStep("crm", crm)).toBe("plan");
    expect(neededBulkStep("crm", { ...crm, paid: true, link: named })).toBe("agent-info");
    expect(neededBulkStep("crm", { ...crm, paid: true, crm_tos_accepted: true })).toBeNull();
  });
});

describe("bulkStepRedirect", () => {
  const search = "?connectureReturnUrl=https%3A%2F%2Fdrx.connecture.com%2Fback&connAgentId=A1";
  it("sends every step to plan before payment, and allows payment once a duration is chosen", () => {
    for (const step of ["plan", "agent-info", "confirmation", "nonsense", null]) {
      const target = bulkStepRedirect("connecture", step, fresh, search);
      expect(step === "plan" ? target : target?.split("?")[0]).toBe(step === "plan" ? null : "/connecturedrx/onboarding/plan");
    }
    expect(bulkStepRedirect("crm", "payment", fresh, "")).toBe("/crm/onboarding/plan");
    expect(bulkStepRedirect("crm", "payment", fresh, "?duration=annual")).toBeNull();
    expect(bulkStepRedirect("crm", "payment", fresh, "?duration=weekly")).toBe("/crm/onboarding/plan?duration=weekly");
  });

  it("keeps the query when it redirects", () => {
    expect(bulkStepRedirect("connecture", "confirmation", fresh, search)).toBe(`/connecturedrx/onboarding/plan${search}`);
  });

  it("after payment only agent-info, except the checkout's return to the payment step; once done only confirmation", () => {
    const paid = { ...fresh, paid: true, link: named };
    expect(bulkStepRedirect("crm", "plan", paid, "?x=1")).toBe("/crm/onboarding/agent-info?x=1");
    expect(bulkStepRedirect("crm", "payment", paid, "?checkout_id=c1")).toBeNull();
    expect(bulkStepRedirect("crm", "agent-info", paid)).toBeNull();
    const done = { ...paid, crm_tos_accepted: true };
    expect(bulkStepRedirect("crm", "agent-info", done)).toBe("/crm/onboarding/confirmation");
    expect(bulkStepRedirect("crm", "confirmation", done)).toBeNull();
  });

  it("sends a Connecture user without a verified agent id to the welcome page, query kept, token dropped", () => {
    expect(bulkStepRedirect("connecture", "plan", { ...fresh, agent_linked: false }, "?connAgentId=A1&verifyToken=t")).toBe(
      "/connecturedrx/welcome?connAgentId=A1",
    );
  });
});

describe("bulkStepPath", () => {
  it("keeps the query and sets one parameter", () => {
    expect(bulkStepPath("crm", "payment", "?a=1&duration=monthly", ["duration", "annual"])).toBe(
      "/crm/onboarding/payment?a=1&duration=annual",
    );
    expect(bulkStepPath("connecture", "plan")).toBe("/connecturedrx/onboarding/plan");
  });
});

describe("allowedPartnerUrl", () => {
  const origins = ["https://drx.connecture.com", "https://*.connecture.net", "http://127.0.0.1:4100"];
  it("accepts the listed origins and subdomains of a wildcard", () => {
    expect(allowedPartnerUrl("https://drx.connecture.com/agents?x=1", origins)).toBe("https://drx.connecture.com/agents?x=1");
    expect(allowedPartnerUrl("https://a.b.connecture.net/", origins)).toBe("https://a.b.connecture.net/");
    expect(allowedPartnerUrl("http://127.0.0.1:4100/back", origins)).toBe("http://127.0.0.1:4100/back");
  });
  it("refuses other hosts, look-alikes, schemes, ports and credentials", () => {
    for (const bad of [
      "https://evil.com/",
      "https://drx.connecture.com.evil.com/",
      "https://connecture.net/",
      "http://drx.connecture.com/",
      "javascript:alert(1)",
      "//drx.connecture.com/x",
      "https://user:pw@drx.connecture.com/",
      "http://127.0.0.1:4101/",
      "https://drx.connecture.com:8443/",
      "",
      null,
    ]) {
      expect(allowedPartnerUrl(bad, origins)).toBeNull();
    }
  });
});

describe("partnerQuery", () => {
  it("keeps only the partner's parameters", () => {
    expect(partnerQuery("?connAgentId=A1&verifyToken=x&other=1&connectureReturnUrl=https%3A%2F%2Fa.b")).toBe(
      "connectureReturnUrl=https%3A%2F%2Fa.b&connAgentId=A1",
    );
  });
});
