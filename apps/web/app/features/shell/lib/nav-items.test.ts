import { describe, expect, it } from "vitest";
import { sideMenuEntries, type NavGroup } from "./nav-items";

const accountSettings = (userType: string) =>
  (
    sideMenuEntries({ connecture_agent_id: null, crm_tos_accepted: null, user_type: userType as "Admin" }).find(
      (entry) => entry.id === "accountSettings",
    ) as NavGroup
  ).items.map((item) => item.id);

describe("the side menu's Account Settings", () => {
  it("lists every section for an Admin", () => {
    expect(accountSettings("Admin")).toEqual([
      "personalInfo",
      "agencyInfo",
      "users",
      "paymentSettings",
      "notificationPreferences",
      "documentSigning",
      "qrCodes",
      "connectureSettings",
      "crmSettings",
      "support",
    ]);
  });

  it("leaves out what an Agent may not use (the agency, its users, billing)", () => {
    const items = accountSettings("Agent");
    expect(items).not.toContain("agencyInfo");
    expect(items).not.toContain("users");
    expect(items).not.toContain("paymentSettings");
    expect(items).toContain("personalInfo");
    expect(items).toContain("support");
  });
});
