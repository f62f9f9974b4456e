/** Every splash-page query key, from one factory. */
export const siteKeys = {
  all: ["splash"] as const,
  mine: (userId: string) => ["splash", "mine", userId] as const,
  links: (orgId: string) => ["splash", "links", orgId] as const,
  counts: (siteId: string) => ["splash", "counts", siteId] as const,
};
