import { describe, expect, it } from "vitest";
import { bulkSendTarget, hidesTopBarNav, isNavItemActive, layoutForPath, parseQuery } from "./layout.ts";

describe("layoutForPath", () => {
  it.each([
    "/dashboard",
    "/submissions",
    "/settings",
    "/settings/personal-info",
    "/integrations",
    "/integrations/abc/edit",
    "/crm/home",
    "/crm/settings",
    "/splash-pages",
    "/splash-pages/",
    "/splash-pages/reviews",
    "/splash-pages/reviews/42",
    "/marketplace",
    "/marketplace/aca",
    "/connecturedrx/book-of-business",
    "/connecturedrx/home",
  ])("gives %s the main layout", (path) => {
    expect(layoutForPath(path)).toBe("main");
  });

  it("keeps /marketplace/payment out of the main layout", () => {
    expect(layoutForPath("/marketplace/payment")).toBe("default");
  });

  it("gives /splash-pages sub-pages other than reviews no main layout", () => {
    expect(layoutForPath("/splash-pages/new")).not.toBe("main");
  });

  it("does not treat look-alike prefixes as main", () => {
    expect(layoutForPath("/dashboards")).toBe("slim");
    expect(layoutForPath("/settingsx/a")).toBe("default");
  });

  it("needs fromRFDashboard=true for connecture settings and resources", () => {
    expect(layoutForPath("/connecturedrx/settings", "?fromRFDashboard=true")).toBe("main");
    expect(layoutForPath("/connecturedrx/settings", "fromRFDashboard=true")).toBe("main");
    expect(layoutForPath("/connecturedrx/settings")).toBe("partner");
    expect(layoutForPath("/connecturedrx/settings", "?fromRFDashboard=false")).toBe("partner");
    expect(layoutForPath("/resources", "?fromRFDashboard=true")).toBe("main");
    expect(layoutForPath("/resources")).toBe("default");
  });

  it("gives the rest of the partner area the partner layout", () => {
    expect(layoutForPath("/connecturedrx/welcome")).toBe("partner");
    expect(layoutForPath("/connecturedrx/onboarding/plan")).toBe("partner");
  });

  it("uses the logo-only layout for CRM onboarding and none for internal pages", () => {
    expect(layoutForPath("/crm/onboarding/plan")).toBe("logo");
    expect(layoutForPath("/internal/anything")).toBe("bare");
  });

  it("uses the slim header on survey, splash and link pages", () => {
    expect(layoutForPath("/survey/123")).toBe("slim");
    expect(layoutForPath("/splash/jane-doe")).toBe("slim");
    expect(layoutForPath("/jane-medicare")).toBe("slim");
    expect(layoutForPath("/sign/AbC_123")).toBe("slim");
    expect(layoutForPath("/unsubscribe/v1.AbC_123.x-y.z")).toBe("slim");
    // "unsubscribe" alone is the app's, never an agent's survey link.
    expect(layoutForPath("/unsubscribe")).toBe("default");
  });

  it("uses the default layout for public pages", () => {
    for (const path of ["/", "/about", "/terms", "/signup", "/login", "/onboarding/agent", "/stripe/resolution"]) {
      expect(layoutForPath(path)).toBe("default");
    }
  });
});

describe("hidesTopBarNav", () => {
  it("hides navigation on /crm paths only", () => {
    expect(hidesTopBarNav("/crm/home")).toBe(true);
    expect(hidesTopBarNav("/crm")).toBe(true);
    expect(hidesTopBarNav("/crmx")).toBe(false);
    expect(hidesTopBarNav("/dashboard")).toBe(false);
  });
});

describe("isNavItemActive", () => {
  it("tells Submissions from Archive", () => {
    expect(isNavItemActive("/submissions", "/submissions", "")).toBe(true);
    expect(isNavItemActive("/submissions", "/submissions", "?archive=true")).toBe(false);
    expect(isNavItemActive("/submissions?archive=true", "/submissions", "?archive=true")).toBe(true);
    expect(isNavItemActive("/submissions?archive=true", "/submissions", "")).toBe(false);
  });

  it("matches sub-pages but not look-alikes", () => {
    expect(isNavItemActive("/integrations", "/integrations/5", "")).toBe(true);
    expect(isNavItemActive("/settings/personal-info", "/settings/personal-info", "")).toBe(true);
    expect(isNavItemActive("/settings/personal-info", "/settings/agency-info", "")).toBe(false);
    expect(isNavItemActive("/splash-pages", "/splash-pagesx", "")).toBe(false);
  });

  it("matches the dashboard exactly", () => {
    expect(isNavItemActive("/dashboard", "/dashboard", "")).toBe(true);
    expect(isNavItemActive("/dashboard", "/dashboard/x", "")).toBe(false);
  });
});

describe("bulkSendTarget", () => {
  it("prefers ConnectureDRX, then CRM, else nothing", () => {
    expect(bulkSendTarget({ connecture_agent_id: "A1", crm_tos_accepted: "2026-01-01" })).toBe("connecture");
    expect(bulkSendTarget({ connecture_agent_id: null, crm_tos_accepted: "2026-01-01" })).toBe("crm");
    expect(bulkSendTarget({ connecture_agent_id: null, crm_tos_accepted: null })).toBeNull();
    expect(bulkSendTarget({ connecture_agent_id: "", crm_tos_accepted: null })).toBeNull();
  });
});

describe("parseQuery", () => {
  it("reads decoded values with or without the question mark and ignores the hash", () => {
    expect(parseQuery("?a=1&b=x%20y").get("b")).toBe("x y");
    expect(parseQuery("a=1").get("a")).toBe("1");
    expect(parseQuery("/p?a=1#frag").get("a")).toBe("1");
    expect(parseQuery("").size).toBe(0);
    expect(parseQuery("?bad=%E0%A4%A").get("bad")).toBe("%E0%A4%A");
  });
});
