import { z } from "zod";

/**
 * The integrations catalog (docs/product.md#integrations, docs/decisions/034-partner-integrations.md): every card of
 * `/integrations`, what it does, the data that leaves the product field by field and the credentials or settings it
 * needs. The id is also the `integration` query value of a link address (`/{link}?integration=medicare_center`),
 * which the survey honours and which decides where that submission goes.
 */
export const partnerIntegrationIds = ["connecture_drx", "medicare_center", "medicare_pro", "health_sherpa", "agency_bloc"] as const;
export type TPartnerIntegrationId = (typeof partnerIntegrationIds)[number];
export const integrationIds = [...partnerIntegrationIds, "webhooks", "public_api"] as const;
export type TIntegrationId = (typeof integrationIds)[number];

/** quoting: a drug-plan quoting tool; crm: a client-management system; webhooks and the API have their own pages. */
export type TIntegrationKind = "quoting" | "crm" | "webhooks" | "api";
/**
 * push: each submission is sent to the partner's API by our adapter; prefill_link: the partner takes a pre-filled
 * address, so the submission gets an "Open in {partner}" button instead; own_page: webhooks and the public API.
 */
export type TIntegrationDeliveryMode = "push" | "prefill_link" | "own_page";
/** How our adapter authenticates: OAuth 2.0 client credentials (token cached), an API key header, or nothing. */
export type TIntegrationAuth = "oauth_client_credentials" | "api_key" | "none";

/** The hand-off fields that leave the product, by group (their words: the `integrations` namespace's `fields`). */
export const handoffFieldGroups = {
  client: ["client_name", "client_email", "client_phone", "client_dob", "client_gender", "client_language", "client_address"],
  coverage: ["coverage_current", "coverage_plan_interest", "coverage_part_dates", "coverage_situations"],
  drugs: ["drug_name", "drug_rxnorm", "drug_ndc", "drug_dose", "drug_quantity", "drug_frequency"],
  pharmacies: ["pharmacy_name", "pharmacy_npi", "pharmacy_address"],
  providers: ["provider_name", "provider_npi", "provider_specialty", "provider_address"],
  submission: ["submission_id", "submission_link"],
} as const;
export type THandoffFieldGroup = keyof typeof handoffFieldGroups;
export type THandoffField = (typeof handoffFieldGroups)[THandoffFieldGroup][number];

/** A credential (kept encrypted, shown back as its last characters) or a plain setting of a connection. */
export type TIntegrationInput = { key: string; secret: boolean; required: boolean };

export type TIntegrationEntry = {
  id: TIntegrationId;
  /** The partner's name (a proper name: the same in every language). */
  name: string;
  kind: TIntegrationKind;
  delivery: TIntegrationDeliveryMode;
  auth: TIntegrationAuth;
  /** Which hand-off fields leave the product with each submission. */
  sends: THandoffField[];
  inputs: TIntegrationInput[];
  /** Where the agent sets it up. */
  path: string;
};

const all: THandoffField[] = Object.values(handoffFieldGroups).flat();
const crmFields: THandoffField[] = [
  ...handoffFieldGroups.client,
  "coverage_current",
  "coverage_plan_interest",
  "drug_name",
  "pharmacy_name",
  "provider_name",
  ...handoffFieldGroups.submission,
];

export const integrationCatalog: readonly TIntegrationEntry[] = [
  {
    id: "connecture_drx",
    name: "Connecture DRX",
    kind: "quoting",
    delivery: "push",
    auth: "oauth_client_credentials",
    sends: all,
    inputs: [
      { key: "client_id", secret: false, required: true },
      { key: "client_secret", secret: true, required: true },
    ],
    path: "/integrations/connecture_drx",
  },
  {
    id: "medicare_center",
    name: "MedicareCENTER",
    kind: "quoting",
    delivery: "push",
    auth: "api_key",
    sends: all,
    inputs: [
      { key: "api_key", secret: true, required: true },
      { key: "agent_npn", secret: false, required: false },
    ],
    path: "/integrations/medicare_center",
  },
  {
    id: "medicare_pro",
    name: "Medicare Pro",
    kind: "quoting",
    delivery: "prefill_link",
    auth: "none",
    sends: [
      "client_name",
      "client_dob",
      "client_address",
      "drug_name",
      "drug_rxnorm",
      "drug_ndc",
      "drug_quantity",
      "pharmacy_npi",
      "provider_npi",
    ],
    inputs: [{ key: "agent_code", secret: false, required: false }],
    path: "/integrations/medicare_pro",
  },
  {
    id: "health_sherpa",
    name: "HealthSherpa",
    kind: "quoting",
    delivery: "prefill_link",
    auth: "none",
    sends: ["client_name", "client_dob", "client_address", "client_email", "client_phone", "drug_rxnorm", "provider_npi"],
    inputs: [{ key: "agent_code", secret: false, required: false }],
    path: "/integrations/health_sherpa",
  },
  {
    id: "agency_bloc",
    name: "AgencyBloc",
    kind: "crm",
    delivery: "push",
    auth: "api_key",
    sends: crmFields,
    inputs: [{ key: "api_key", secret: true, required: true }],
    path: "/integrations/agency_bloc",
  },
  {
    id: "webhooks",
    name: "Webhooks",
    kind: "webhooks",
    delivery: "own_page",
    auth: "none",
    sends: [],
    inputs: [],
    path: "/integrations/webhooks",
  },
  {
    id: "public_api",
    name: "API",
    kind: "api",
    delivery: "own_page",
    auth: "none",
    sends: [],
    inputs: [],
    path: "/integrations/public-api",
  },
];

export function integrationEntry(id: TIntegrationId): TIntegrationEntry {
  const entry = integrationCatalog.find((e) => e.id === id);
  if (!entry) throw new Error(`no integration ${id}`);
  return entry;
}

export const isPartnerIntegrationId = (value: unknown): value is TPartnerIntegrationId =>
  (partnerIntegrationIds as readonly unknown[]).includes(value);

/** The link address to share for an integration: the link's own with the `integration` query value. */
export function integrationShareUrl(linkAddress: string, integrationId: TPartnerIntegrationId): string {
  const [base = "", hash] = linkAddress.split("#", 2);
  const kept = (base.split("?")[1] ?? "").split("&").filter((pair) => pair && !pair.startsWith("integration="));
  const query = [...kept, `integration=${integrationId}`].join("&");
  return `${base.split("?")[0]}?${query}${hash === undefined ? "" : `#${hash}`}`;
}

// ---- API shapes ----------------------------------------------------------------------------------------------------

/** not_connected: nothing saved; connected: saved, and the last delivery (if any) went through; failing: it did not. */
export const integrationStatuses = ["not_connected", "connected", "failing"] as const;
export type TIntegrationStatus = (typeof integrationStatuses)[number];

export const ZPartnerIntegrationId = z.enum(partnerIntegrationIds, { error: "Choose an integration of the catalog" });
export const ZIntegrationParams = z.object({ integrationId: ZPartnerIntegrationId });

/**
 * One card's status. The partners' come from their connections; webhooks and the public API have their own pages and
 * statuses, listed here once their modules give them (until then their cards show none).
 */
export const ZIntegrationSummary = z.object({
  id: z.enum(integrationIds),
  status: z.enum(integrationStatuses),
  /** False when the server's operator has not configured this partner's address: it cannot be connected here. */
  available: z.boolean(),
  last_delivery_at: z.string().nullable(),
});
export type TIntegrationSummary = z.infer<typeof ZIntegrationSummary>;
export const ZIntegrationsResponse = z.object({ integrations: z.array(ZIntegrationSummary) });
export type TIntegrationsResponse = z.infer<typeof ZIntegrationsResponse>;

export const ZIntegrationConnection = z.object({
  settings: z.record(z.string(), z.string()),
  /** Each saved secret as a mask with its last 4 characters ("••••3f9a"): never the secret itself. */
  secrets: z.record(z.string(), z.string()),
  all_links: z.boolean(),
  connected_at: z.string(),
  updated_at: z.string(),
});
export type TIntegrationConnection = z.infer<typeof ZIntegrationConnection>;
export const ZIntegrationDetail = ZIntegrationSummary.extend({ connection: ZIntegrationConnection.nullable() });
export type TIntegrationDetail = z.infer<typeof ZIntegrationDetail>;

const inputValue = z.string().trim().max(500, "Keep it under 500 characters");
/**
 * `PUT /api/integrations/{id}`: the settings and credentials; a secret left out (or empty) keeps the saved one.
 * `all_links`: send every submission of the agent's links, not only those that came through the integration's address.
 */
export const ZSaveIntegrationRequest = z
  .object({
    settings: z.record(z.string().max(50), inputValue).default({}),
    secrets: z.record(z.string().max(50), inputValue).default({}),
    all_links: z.boolean().default(false),
  })
  .strict();
export type TSaveIntegrationRequest = z.input<typeof ZSaveIntegrationRequest>;

export const deliveryStatuses = ["pending", "retrying", "delivered", "failed"] as const;
export type TDeliveryStatus = (typeof deliveryStatuses)[number];
/** What one attempt came to, as the log says it (words: `integrations` namespace, `attempt`). */
export const attemptOutcomes = [
  "delivered",
  "http_error",
  "rejected",
  "unauthorized",
  "rate_limited",
  "timeout",
  "unreachable",
  "not_configured",
  "not_visible",
] as const;
export type TAttemptOutcome = (typeof attemptOutcomes)[number];

export const ZDeliveryAttempt = z.object({
  attempt: z.number().int(),
  at: z.string(),
  outcome: z.enum(attemptOutcomes),
  http_status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  /** The start of the partner's answer on a failure (never the request we sent). */
  response_excerpt: z.string().nullable(),
});
export type TDeliveryAttempt = z.infer<typeof ZDeliveryAttempt>;
export const ZIntegrationDelivery = z.object({
  id: z.string(),
  integration_id: ZPartnerIntegrationId,
  kind: z.enum(["submission", "test"]),
  response_id: z.string().nullable(),
  status: z.enum(deliveryStatuses),
  /** The partner's id of what was created or updated (a contact, a quote). */
  partner_ref: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  attempts: z.array(ZDeliveryAttempt),
});
export type TIntegrationDelivery = z.infer<typeof ZIntegrationDelivery>;
export const ZIntegrationDeliveriesResponse = z.object({ deliveries: z.array(ZIntegrationDelivery) });
export type TIntegrationDeliveriesResponse = z.infer<typeof ZIntegrationDeliveriesResponse>;

/** `GET /api/orgs/{id}/links-list-for-integrations?integrationId`: the agent's links, each with its address to share. */
export const ZLinksForIntegrationQuery = z.object({ integrationId: ZPartnerIntegrationId }).strict();
export const ZLinkForIntegration = z.object({
  id: z.string(),
  url: z.string(),
  survey_type: z.string(),
  share_url: z.string(),
  /** Submissions that came through the share address. */
  submissions: z.number().int(),
});
export type TLinkForIntegration = z.infer<typeof ZLinkForIntegration>;
export const ZLinksForIntegrationResponse = z.object({ links: z.array(ZLinkForIntegration) });
export type TLinksForIntegrationResponse = z.infer<typeof ZLinksForIntegrationResponse>;

/** `GET /api/responses/{id}/integrations`: the submission's "Open in {partner}" buttons and its deliveries. */
export const ZSubmissionIntegrations = z.object({
  open_links: z.array(z.object({ integration_id: ZPartnerIntegrationId, url: z.string() })),
  deliveries: z.array(ZIntegrationDelivery),
});
export type TSubmissionIntegrations = z.infer<typeof ZSubmissionIntegrations>;
