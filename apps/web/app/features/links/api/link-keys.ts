/** Every links query key, from one factory (invalidating `linkKeys.all` refreshes the whole area). */
export const linkKeys = {
  all: ["links"] as const,
  orgLinks: (orgId: string) => ["links", "org", orgId] as const,
  orgLinksSearch: (orgId: string, searchTerm: string) => ["links", "org", orgId, searchTerm] as const,
  detail: (id: string) => ["links", "detail", id] as const,
  members: (orgId: string) => ["links", "members", orgId] as const,
  qrCodes: () => ["links", "qr-codes"] as const,
};
