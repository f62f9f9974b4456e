/**
 * Who may do what (docs/product.md#people-and-roles and the architecture's tenancy rules). The API's policies and the UI both read this
 * table so they cannot disagree.
 */
export const permissions = {
  "org:read": ["Admin", "Restricted-Admin", "Agent"],
  "org:update": ["Admin", "Restricted-Admin"],
  "org:billing": ["Admin"],
  "users:manage": ["Admin", "Restricted-Admin"],
  "links:manage": ["Admin", "Restricted-Admin"],
  /** Giving a link another owner (who, with the stakeholders they name, reads its clients' answers). */
  "links:change_owner": ["Admin"],
} as const satisfies Record<string, readonly string[]>;

export type TPermission = keyof typeof permissions;

export function can(userType: string, permission: TPermission): boolean {
  return (permissions[permission] as readonly string[]).includes(userType);
}
