/** The query keys of the integrations feature, from one factory. */
export const integrationKeys = {
  all: ["integrations"] as const,
  list: () => [...integrationKeys.all, "list"] as const,
  detail: (id: string) => [...integrationKeys.all, "detail", id] as const,
  deliveries: (id: string) => [...integrationKeys.all, "deliveries", id] as const,
  links: (orgId: string, id: string) => [...integrationKeys.all, "links", orgId, id] as const,
  submission: (responseId: string) => [...integrationKeys.all, "submission", responseId] as const,
};
