import { describe, expect, it } from "vitest";
import { userTypes } from "./users.ts";
import { can, canGrantRole, canManageMember, grantableRoles, permissions, type TPermission } from "./permissions.ts";

const table: Record<TPermission, Record<(typeof userTypes)[number], boolean>> = {
  "account:own": { Admin: true, "Restricted-Admin": true, Agent: true },
  "sites:own": { Admin: true, "Restricted-Admin": true, Agent: true },
  "book:own": { Admin: true, "Restricted-Admin": true, Agent: true },
  "org:read": { Admin: true, "Restricted-Admin": true, Agent: true },
  "org:update": { Admin: true, "Restricted-Admin": true, Agent: false },
  "org:billing": { Admin: true, "Restricted-Admin": false, Agent: false },
  "users:manage": { Admin: true, "Restricted-Admin": true, Agent: false },
  "audit:read": { Admin: true, "Restricted-Admin": false, Agent: false },
  "links:read": { Admin: true, "Restricted-Admin": true, Agent: true },
  "links:manage": { Admin: true, "Restricted-Admin": true, Agent: false },
  "links:change_owner": { Admin: true, "Restricted-Admin": false, Agent: false },
  "links:stakeholders": { Admin: true, "Restricted-Admin": true, Agent: true },
  "submissions:read": { Admin: true, "Restricted-Admin": true, Agent: true },
  "submissions:work": { Admin: true, "Restricted-Admin": true, Agent: true },
  "soa:agent_sign": { Admin: true, "Restricted-Admin": true, Agent: true },
  "integrations:manage": { Admin: true, "Restricted-Admin": true, Agent: true },
  "reviews:own": { Admin: true, "Restricted-Admin": true, Agent: true },
  "bulk_sends:own": { Admin: true, "Restricted-Admin": true, Agent: true },
  "integrations:own": { Admin: true, "Restricted-Admin": true, Agent: true },
  "integrations:full_payload": { Admin: true, "Restricted-Admin": false, Agent: false },
  "suppressions:manage": { Admin: true, "Restricted-Admin": true, Agent: true },
};

describe("can", () => {
  it("covers every permission of the table", () => {
    expect(Object.keys(permissions).toSorted()).toEqual(Object.keys(table).toSorted());
  });

  for (const [permission, byType] of Object.entries(table) as [TPermission, Record<string, boolean>][]) {
    for (const [userType, allowed] of Object.entries(byType)) {
      it(`${allowed ? "lets" : "does not let"} ${userType} ${permission}`, () => {
        expect(can(userType, permission)).toBe(allowed);
      });
    }
  }

  it("keeps billing for Admins only: a Restricted-Admin manages users and links but not billing", () => {
    expect(can("Restricted-Admin", "users:manage") && can("Restricted-Admin", "links:manage")).toBe(true);
    expect(can("Restricted-Admin", "org:billing")).toBe(false);
  });

  it("denies unknown user types everything", () => {
    for (const permission of Object.keys(permissions) as TPermission[]) {
      expect(can("admin", permission)).toBe(false);
      expect(can("", permission)).toBe(false);
    }
  });
});

describe("roles are handed out up to one's own", () => {
  it("lets an Admin give every role and a Restricted-Admin up to Restricted-Admin; an Agent none", () => {
    expect(grantableRoles("Admin")).toEqual(["Admin", "Restricted-Admin", "Agent"]);
    expect(grantableRoles("Restricted-Admin")).toEqual(["Restricted-Admin", "Agent"]);
    expect(grantableRoles("Agent")).toEqual([]);
    expect(canGrantRole("Restricted-Admin", "Admin")).toBe(false);
    expect(canGrantRole("Admin", "Owner")).toBe(false);
  });

  it("lets a Restricted-Admin manage Agents and Restricted-Admins, never an Admin", () => {
    expect(canManageMember("Restricted-Admin", "Agent")).toBe(true);
    expect(canManageMember("Restricted-Admin", "Restricted-Admin")).toBe(true);
    expect(canManageMember("Restricted-Admin", "Admin")).toBe(false);
    expect(canManageMember("Admin", "Admin")).toBe(true);
    expect(canManageMember("Agent", "Agent")).toBe(false);
  });
});
