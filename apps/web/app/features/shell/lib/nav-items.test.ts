import { describe, expect, it } from "vitest";
import { sideMenuEntries, type NavGroup } from "./nav-items";

const settingsOf = (userType: string) => {
  const group = sideMenuEntries({ connecture_agent_id: null, crm_tos_accepted: null, user_type: userType as never }).find(
    (entry): entry is NavGroup => entry.kind === "group" && entry.id === "accountSettings",
  );
  return group!.items.map((item) => item.id);
};

describe("Account Settings in the side menu follow the permission table", () => {
  it("shows an Admin every section", () => {
    expect(settingsOf("Admin")).toEqual(expect.arrayContaining(["agencyInfo", "users", "paymentSettings", "personalInfo", "support"]));
  });

  it("shows a Restricted-Admin the agency and its users, not billing", () => {
    const items = settingsOf("Restricted-Admin");
    expect(items).toEqual(expect.arrayContaining(["agencyInfo", "users"]));
    expect(items).not.toContain("paymentSettings");
  });

  it("shows an Agent their own sections only", () => {
    const items = settingsOf("Agent");
    for (const hidden of ["agencyInfo", "users", "paymentSettings"]) expect(items).not.toContain(hidden);
    expect(items).toEqual(expect.arrayContaining(["personalInfo", "notificationPreferences", "support"]));
  });
});
