import { userTypes, type TUserType } from "./users.ts";

const everyone = userTypes;

/**
 * Who may do what (docs/product.md#people-and-roles, docs/decisions/026-team-roles-and-invites.md). One table: every
 * signed-in API route names the permission it needs (`config.permission`, checked by the API's auth guard), the
 * services check the finer rules (whose links, which organisation), and the pages and the side menu read the same
 * table, so they cannot disagree.
 *
 * Admin: everything, billing and users included. Restricted-Admin: users (up to Restricted-Admin), links and the
 * agency's details, no billing. Agent: their own links, submissions and profile.
 */
export const permissions = {
  /** One's own profile, language, notifications and their preferences; joining an agency through an invite. */
  "account:own": everyone,
  /** Reading one's own organisation (name, members' names, payment state). */
  "org:read": everyone,
  /** Changing the agency's name and address. */
  "org:update": ["Admin", "Restricted-Admin"],
  /** Buying links, subscriptions, invoices, the card, promo codes. */
  "org:billing": ["Admin"],
  /** Inviting, changing roles, removing members (never above one's own role). */
  "users:manage": ["Admin", "Restricted-Admin"],
  /** The agency's audit log. */
  "audit:read": ["Admin"],
  /** Reading links: the whole agency's for admins, one's own for agents (links.policy.ts). */
  "links:read": everyone,
  /** Creating and changing links and their deliveries. */
  "links:manage": ["Admin", "Restricted-Admin"],
  /** Naming who else reads a link's clients' answers: the link's owner, whatever their role (links.policy.ts). */
  "links:stakeholders": everyone,
  /** Giving a link another owner (who, with the stakeholders they name, reads its clients' answers). */
  "links:change_owner": ["Admin"],
  /** Reading submissions, their PDFs and CSV: whom the visibility rule lets see them. */
  "submissions:read": everyone,
  /** Working on submissions one may see: archive, read marks, corrections, signature requests. */
  "submissions:work": everyone,
  /** Their own SOA signing details, and signing the agent's part of the SOAs of links they are a stakeholder of. */
  "soa:agent_sign": everyone,
  /** One's own agent site (splash page), its images, links, deliveries and referral counts; admins also read the agency's sites. */
  "sites:own": everyone,
  /**
   * One's own partner integrations (their credentials, test sends and delivery log): each user connects their own
   * accounts, and what is sent is the answers of the links they own (docs/decisions/034-partner-integrations.md).
   */
  "integrations:manage": everyone,
  /** Their own reviews: reading them, showing or hiding a consented testimonial, replying, their Google review link. */
  "reviews:own": everyone,
  /**
   * Bulk sends to one's own book of business, their settings and progress: a book is its importer's alone, so nobody
   * else, an Admin included, reads or sends to it (docs/decisions/038-bulk-sends.md).
   */
  "bulk_sends:own": everyone,
  /**
   * One's own webhook endpoints and public API keys (they receive or read only what one may see); Admins also oversee
   * the agency's endpoints (webhooks.policy.ts).
   */
  "integrations:own": everyone,
  /**
   * One's own book of business (imports, the client list and its statuses): a book is read only by the agent who
   * imported it, never by the agency's admins (docs/decisions/036-book-of-business-import.md).
   */
  "book:own": everyone,
  /**
   * The agency's suppression list (docs/decisions/037-messaging-compliance.md): everyone reads it and adds to it; an
   * entry one added oneself, or any entry the agency added for an Admin, can be taken off again. What a person asked
   * for themselves (STOP, unsubscribe) only they undo.
   */
  "suppressions:manage": everyone,
  /** Confirming that a webhook endpoint receives clients' answers (the full payload). */
  "integrations:full_payload": ["Admin"],
} as const satisfies Record<string, readonly TUserType[]>;

export type TPermission = keyof typeof permissions;
export const permissionNames = Object.keys(permissions) as TPermission[];

export function can(userType: string, permission: TPermission): boolean {
  return (permissions[permission] as readonly string[]).includes(userType);
}

/** Roles by reach: a role may hand out and manage roles up to its own, never above. */
const roleRank: Record<TUserType, number> = { Agent: 0, "Restricted-Admin": 1, Admin: 2 };
const rankOf = (userType: string): number => (userType in roleRank ? roleRank[userType as TUserType] : -1);

/** Whether a user of `actorType` may give `role` to someone (an invite, a role change): never above their own. */
export function canGrantRole(actorType: string, role: string): boolean {
  return can(actorType, "users:manage") && rankOf(role) >= 0 && rankOf(role) <= rankOf(actorType);
}

/** Whether a user of `actorType` may change or remove a member who is `memberType` (not one above their own role). */
export function canManageMember(actorType: string, memberType: string): boolean {
  return can(actorType, "users:manage") && rankOf(memberType) >= 0 && rankOf(memberType) <= rankOf(actorType);
}

/** The roles a user of `actorType` may give, highest first (the invite form's and the role menu's choices). */
export function grantableRoles(actorType: string): TUserType[] {
  return userTypes.filter((role) => canGrantRole(actorType, role));
}
