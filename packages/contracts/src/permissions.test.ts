import { describe, expect, it } from "vitest";
import { userTypes } from "./users.ts";
import { can, permissions, type TPermission } from "./permissions.ts";

const table: Record<TPermission, Record<(typeof userTypes)[number], boolean>> = {
  "org:read": { Admin: true, "Restricted-Admin": true, Agent: true },
  "org:update": { Admin: true, "Restricted-Admin": true, Agent: false },
  "org:billing": { Admin: true, "Restricted-Admin": false, Agent: false },
  "users:manage": { Admin: true, "Restricted-Admin": true, Agent: false },
  "links:manage": { Admin: true, "Restricted-Admin": true, Agent: false },
  "links:change_owner": { Admin: true, "Restricted-Admin": false, Agent: false },
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
