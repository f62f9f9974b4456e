/** TanStack Query keys of the staff console, one factory. */
export const staffKeys = {
  all: ["staff"] as const,
  me: () => ["staff", "me"] as const,
  maintenance: () => ["staff", "maintenance"] as const,
  orgs: (q: string) => ["staff", "orgs", q] as const,
  org: (orgId: string) => ["staff", "org", orgId] as const,
  support: (status: "open" | "closed") => ["staff", "support", status] as const,
  supportMessage: (id: string) => ["staff", "support-message", id] as const,
};
