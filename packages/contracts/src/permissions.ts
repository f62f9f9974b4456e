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
  /** Their own SOA signing details, and signing the agent's part of the SOAs of links they are a stakeholder of. */
  "soa:agent_sign": ["Admin", "Restricted-Admin", "Agent"],
} as const satisfies Record<string, readonly string[]>;

export type TPermission = keyof typeof permissions;

export function can(userType: string, permission: TPermission): boolean {
  return (permissions[permission] as readonly string[]).includes(userType);
}
