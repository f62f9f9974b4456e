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

describe("the bulk-send areas in the side menu", () => {
  const menu = (connecture_agent_id: string | null, crm_tos_accepted: string | null) => {
    const entries = sideMenuEntries({ connecture_agent_id, crm_tos_accepted, user_type: "Admin" });
    const groups = entries.filter((entry): entry is NavGroup => entry.kind === "group");
    return {
      bulk: groups.find((g) => g.id === "bulkSend")?.items.map((item) => [item.id, item.href]) ?? null,
      settings: groups.find((g) => g.id === "accountSettings")!.items.map((item) => item.id),
    };
  };

  it("shows ConnectureDRX to a connecture agent, whatever the CRM terms, with its settings", () => {
    const { bulk, settings } = menu("AG-1", "2026-01-01T00:00:00Z");
    expect(bulk).toEqual([["connecture", "/connecturedrx/home"]]);
    expect(settings).toContain("connectureSettings");
  });

  it("shows CRM once its terms are accepted, with its settings", () => {
    const { bulk, settings } = menu(null, "2026-01-01T00:00:00Z");
    expect(bulk).toEqual([["crm", "/crm/home"]]);
    expect(settings).toContain("crmSettings");
    expect(settings).not.toContain("connectureSettings");
  });

  it("shows neither area, nor their settings, to anyone else", () => {
    const { bulk, settings } = menu(null, null);
    expect(bulk).toBeNull();
    expect(settings).not.toContain("crmSettings");
    expect(settings).not.toContain("connectureSettings");
  });
});
