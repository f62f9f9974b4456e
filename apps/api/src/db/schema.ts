import {
  bookConsentChannels,
  bookConsentSources,
  bookFields,
  bookImportStatuses,
  bookLanguages,
  bookPlanTypes,
  bookRowProblems,
  type TBookMapping,
} from "@planready/contracts/book";
import { signatureStatuses } from "@planready/contracts/signature-requests";
import { consentKinds, signerRoles } from "@planready/contracts/surveys/consent-records";
import { languageChoices } from "@planready/contracts/surveys/choices";
import { surveyTypes } from "@planready/contracts/surveys/content";
import { checkoutStates, subscriptionStatuses } from "@planready/contracts/billing/api";
import { altThemeColors, linkStatuses, stripePlanDurations } from "@planready/contracts/links";
import { notificationTypes } from "@planready/contracts/notifications";
import { appLocales } from "@planready/contracts/users";
import { auditActions, auditActorKinds } from "@planready/contracts/audit";
import { agentSignatureMethods, soaAgentSignModes } from "@planready/contracts/agent-signing";
import { arrivalSources } from "@planready/contracts/agent-sites";
import { apiKeyScopes, webhookAttemptTriggers, webhookDisabledReasons, webhookEventTypes } from "@planready/contracts/webhooks";
import { attemptOutcomes, deliveryStatuses, partnerIntegrationIds } from "@planready/contracts/integrations";
import {
  bulkSendChannels,
  bulkSendKinds,
  bulkSendStatuses,
  recipientStatuses,
  type TMessageTemplate,
  type TMessageTemplates,
} from "@planready/contracts/bulk-sends";
import { messageChannels, suppressionReasons, suppressionSources } from "@planready/contracts/compliance";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ── Authentication (owned by better-auth; JS keys are its field names) ────────────────────────────
export const authUser = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_account_user_idx").on(t.userId)],
);

export const authVerification = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

export const authRateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The API's own request counters (`@fastify/rate-limit` through plugins/rate-limit-store.ts), shared by every process
 * on this database: `key` names the limit (global or a route's) and the client, `hits` counts requests in the window
 * that ends at `reset_at`. UNLOGGED (migration 0022): counters need no crash safety, and writes skip the WAL.
 */
export const apiRateLimits = pgTable("api_rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  reset_at: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// ── Tenancy: organisations and their users ──────────────────────────────────────────────────────
export const orgs = pgTable("orgs", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name"),
  address_one: text("address_one"),
  address_two: text("address_two"),
  city: text("city"),
  state: text("state"),
  zip: text("zip"),
  special_firm_type: text("special_firm_type"),
  stripe_intent_id: text("stripe_intent_id"),
  number_failed_payment_attempts: integer("number_failed_payment_attempts").notNull().default(0),
  ...timestamps,
});

/** The organisation's account at the payment provider: its customer id and the promo code kept for it. */
export const paymentAccounts = pgTable("payment_accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  org_id: uuid("org_id")
    .notNull()
    .unique()
    .references(() => orgs.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  stripe_customer_id: text("stripe_customer_id"),
  temp_promo_code: text("temp_promo_code"),
  ...timestamps,
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auth_id: text("auth_id")
      .notNull()
      .unique()
      .references(() => authUser.id, { onDelete: "cascade" }),
    sub: text("sub"),
    email: text("email").notNull(),
    org_id: uuid("org_id").references(() => orgs.id, { onDelete: "set null" }),
    user_type: text("user_type", { enum: ["Admin", "Restricted-Admin", "Agent"] })
      .notNull()
      .default("Agent"),
    first_name: text("first_name"),
    last_name: text("last_name"),
    tos_accepted: timestamp("tos_accepted", { withTimezone: true }),
    connecture_tos_accepted: timestamp("connecture_tos_accepted", { withTimezone: true }),
    crm_tos_accepted: timestamp("crm_tos_accepted", { withTimezone: true }),
    connecture_agent_id: text("connecture_agent_id"),
    /** The language of their notifications and emails (contracts `appLocales`). */
    locale: text("locale", { enum: appLocales }).notNull().default("en"),
    /** Marked by an operator (`npm run staff -- add <email>`), never by sign-up: may use the staff console. */
    is_staff: boolean("is_staff").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("users_org_idx").on(t.org_id),
    uniqueIndex("users_email_idx").on(sql`lower(${t.email})`),
    // One account per connecture agent id, set only through an emailed verification link (decision 035).
    uniqueIndex("users_connecture_agent_idx")
      .on(t.connecture_agent_id)
      .where(sql`${t.connecture_agent_id} is not null`),
  ],
);

/**
 * A request to link a connecture agent id to an account (decision 035): the SHA-256 of the token emailed to the
 * account's own address; the id is linked only when that link is opened by the same signed-in user, once, in time.
 */
export const connectureLinkRequests = pgTable(
  "connecture_link_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agent_id: text("agent_id").notNull(),
    /** The address the link went to (the account's at the time): a later email change voids the request. */
    email: text("email").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("connecture_link_requests_user_idx").on(t.user_id)],
);

// ── Operations ─────────────────────────────────────────────────────────────────────────────────
export const maintenance = pgTable("maintenance", {
  id: uuid("id").primaryKey().defaultRandom(),
  data: jsonb("data").$type<{ description: string | null }>().notNull().default({ description: null }),
  active: boolean("active").notNull().default(false),
  upcoming: boolean("upcoming").notNull().default(false),
  ...timestamps,
});

/**
 * Security-relevant actions, append-only (a trigger refuses UPDATE and DELETE): who did what to what, when and from
 * where. Ids and kinds only — never a client's answers. No foreign keys, so the record outlives what it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The organisation the action concerns (its Admins read it); null for staff-wide actions. */
    org_id: uuid("org_id"),
    actor_kind: text("actor_kind", { enum: auditActorKinds }).notNull(),
    actor_user_id: uuid("actor_user_id"),
    actor_email: text("actor_email"),
    action: text("action", { enum: auditActions }).notNull(),
    target_type: text("target_type"),
    target_id: text("target_id"),
    ip: text("ip"),
    user_agent: text("user_agent"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [index("audit_log_org_at_idx").on(t.org_id, t.at), index("audit_log_actor_idx").on(t.actor_user_id, t.at)],
);

/**
 * An invitation to join an agency (docs/decisions/026-team-roles-and-invites.md): one pending invite per
 * organisation and address (inviting it again renews it). Only the SHA-256 of its link's token is kept; a new token
 * replaces it on every send, so an older email's link stops working. Accepted or revoked, it is kept as history.
 */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    /** Stored lower-case. */
    email: text("email").notNull(),
    role: text("role", { enum: ["Admin", "Restricted-Admin", "Agent"] }).notNull(),
    /** The language of the email. */
    locale: text("locale", { enum: appLocales }).notNull().default("en"),
    token_hash: text("token_hash").notNull().unique(),
    invited_by: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    accepted_by: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invites_pending_email_idx")
      .on(t.org_id, t.email)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
  ],
);

/** Messages to the product's support, sent from the app; read in the staff console. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id").references(() => orgs.id, { onDelete: "set null" }),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The sender's address at the time (replies go there). */
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    closed_by: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("support_messages_status_idx").on(t.status, t.created_at)],
);

/** Every email the product sends is written here first; an operator can read it (`npm run outbox`). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    html_body: text("html_body"),
    template: text("template").notNull(),
    /** Extra headers the message carries (List-Unsubscribe…), as SMTP would send them. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.created_at)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: notificationTypes }).notNull(),
    /**
     * The facts the type's words are made of (contracts `TNotificationParams`), rendered in the reader's language
     * when read (decision 011). Never anything personal.
     */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    /** An announcement's own words, as its author wrote them; null for every other type. */
    title: text("title"),
    text: text("text"),
    action_text: text("action_text"),
    action_type: text("action_type", { enum: ["new_tab", "same_tab"] }),
    action_url: text("action_url"),
    read_at: timestamp("read_at", { withTimezone: true }),
    /** Set once the notification's email went out (or was deliberately not sent), so a retried job sends none. */
    emailed_at: timestamp("emailed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_unread_idx").on(t.user_id, t.read_at),
    index("notifications_user_created_idx").on(t.user_id, t.created_at),
    check(
      "notifications_prose_only_announcements",
      sql`case when ${t.type} = 'announcement' then ${t.title} is not null and ${t.text} is not null
        else ${t.title} is null and ${t.text} is null and ${t.action_text} is null end`,
    ),
  ],
);

/**
 * Which notification types a user also receives by email (/settings/notification-permissions). A type without a
 * row follows the default of contracts/notifications.ts.
 */
export const notificationPermissions = pgTable(
  "notification_permissions",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: notificationTypes }).notNull(),
    email: boolean("email").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.type] })],
);

// ── Survey links ────────────────────────────────────────────────────────────────────────────────────
// Enumerations shared with the wire schemas: one list each, in contracts.
const surveyTypeValues = surveyTypes;
const surveyLocaleValues = languageChoices;

/**
 * A survey link an agency owns. Rows that clients' answers hang off are never deleted by a cascade: foreign keys
 * from answers to links and organisations use the default NO ACTION.
 */
export const links = pgTable(
  "links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    /** Stored lower-case; unique without regard to case (index below). */
    url: text("url").notNull(),
    survey_type: text("survey_type", { enum: surveyTypeValues }).notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    agency_name: text("agency_name"),
    stripe_plan_duration: text("stripe_plan_duration", { enum: stripePlanDurations }).notNull().default("monthly"),
    logo_image_url: text("logo_image_url"),
    alt_theme_color: text("alt_theme_color", { enum: altThemeColors }),
    status: text("status", { enum: linkStatuses }).notNull().default("active"),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The agent the link belongs to: they and the stakeholders they name see its clients' answers
     * (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md). Chosen when it is bought (the buyer by default).
     */
    owner_id: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** Removed from the agency's list; the row stays (its submissions hang off it) and its address stays taken. */
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("links_url_idx").on(sql`lower(${t.url})`),
    index("links_org_idx").on(t.org_id),
    index("links_owner_idx").on(t.owner_id),
  ],
);

/** Who is notified of a link's submissions and sees its clients' answers, besides its owner (the owner names them). */
export const linkStakeholders = pgTable(
  "link_stakeholders",
  {
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.link_id, t.user_id] }), index("link_stakeholders_user_idx").on(t.user_id)],
);

/** Where a link is sent (an email address or a phone number). */
export const linkDeliveries = pgTable(
  "link_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    target: text("target").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("link_deliveries_target_idx").on(t.link_id, t.channel, t.target)],
);

// ── Survey responses: what clients type (health and personal information) ─────────────────────────
/**
 * One client's pass through a link's survey. The survey token that opens it is stored only as its SHA-256; the
 * client's IP is never stored here (consent evidence keeps its own).
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    survey_type: text("survey_type", { enum: surveyTypeValues }).notNull(),
    integration: text("integration"),
    no_providers: boolean("no_providers").notNull().default(false),
    locale: text("locale", { enum: surveyLocaleValues }).notNull().default("en"),
    /** Null before the first move; otherwise the screen to resume on. */
    current_question: text("current_question"),
    /** The newest client rev applied to current_question and locale (field by field, see field_revs). */
    client_rev: bigint("client_rev", { mode: "number" }).notNull().default(0),
    field_revs: jsonb("field_revs").$type<Record<string, number>>().notNull().default({}),
    status: text("status", { enum: ["in_progress", "submitted"] })
      .notNull()
      .default("in_progress"),
    submitted_at: timestamp("submitted_at", { withTimezone: true }),
    token_hash: text("token_hash").notNull().unique(),
    ...timestamps,
  },
  (t) => [
    // The link's responses, and how many were started on it lately (the per-link start limit).
    index("survey_responses_link_created_idx").on(t.link_id, t.created_at),
    index("survey_responses_org_status_idx").on(t.org_id, t.status, t.submitted_at),
  ],
);

/**
 * When a response's survey token last wrote (decision 017): the token expires after a period without writes.
 * Refreshed at most once an hour, apart from the response so the touch fires none of the response's triggers; no
 * row means the response's own `updated_at` (a response started, or last written, before this table).
 */
export const surveyTokenActivity = pgTable("survey_token_activity", {
  response_id: uuid("response_id")
    .primaryKey()
    .references(() => surveyResponses.id, { onDelete: "cascade" }),
  active_at: timestamp("active_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The answers of one response, as one JSON document validated by the contracts schema (decision 004).
 * `field_revs` keeps, per top-level field, the client revision that last wrote it, so a late retry of an older
 * write never overwrites a newer answer while a newer write of another field still lands.
 */
export const surveyContents = pgTable("survey_contents", {
  id: uuid("id").primaryKey().defaultRandom(),
  response_id: uuid("response_id")
    .notNull()
    .unique()
    .references(() => surveyResponses.id, { onDelete: "cascade" }),
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  field_revs: jsonb("field_revs").$type<Record<string, number>>().notNull().default({}),
  client_rev: bigint("client_rev", { mode: "number" }).notNull().default(0),
  ...timestamps,
});

/**
 * A child collection of a survey content. Ids come from the client so retries are idempotent; `field_revs` and
 * `client_rev` record the revisions of the writes applied (field by field, like the content); a deletion is a tombstone (`deleted_at`) so a late retry of an older write
 * cannot bring a deleted item back.
 */
function contentItems(name: string) {
  return pgTable(
    name,
    {
      id: uuid("id").primaryKey(),
      survey_content_id: uuid("survey_content_id")
        .notNull()
        .references(() => surveyContents.id, { onDelete: "cascade" }),
      data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
      field_revs: jsonb("field_revs").$type<Record<string, number>>().notNull().default({}),
      client_rev: bigint("client_rev", { mode: "number" }).notNull().default(0),
      deleted_at: timestamp("deleted_at", { withTimezone: true }),
      ...timestamps,
    },
    (t) => [index(`${name}_content_idx`).on(t.survey_content_id)],
  );
}

export const specialistResponses = contentItems("specialist_responses");
export const hospitalResponses = contentItems("hospital_responses");
export const pharmacyResponses = contentItems("pharmacy_responses");
export const prescriptionResponses = contentItems("prescription_responses");
export const doTheseApplyResponses = contentItems("do_these_apply_responses");
/** Scope of Appointment product selections. */
export const scopeOfAppointmentResponses = contentItems("scope_of_appointment_responses");
export const lifeHealthConditionResponses = contentItems("life_health_condition_responses");

/** ACA household members; the under-coverage flag is an answer in `data`, filtered with a JSON expression. */
export const acaHouseholdMembers = contentItems("aca_household_members");

/**
 * Signed Scope of Appointment and ACA consent: evidence, kept 10 years from signing. A trigger refuses UPDATE,
 * TRUNCATE and a DELETE before those 10 years (migrations 0002 and 0022); the response it belongs to, its link and
 * its organisation can therefore not be deleted either (no cascade reaches it).
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey(),
    response_id: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    kind: text("kind", { enum: consentKinds }).notNull(),
    text_version: text("text_version").notNull(),
    /** SHA-256 (hex) of the exact text shown, computed by the server from the contracts text of that version. */
    text_hash: text("text_hash").notNull(),
    locale: text("locale", { enum: surveyLocaleValues }).notNull(),
    signer_role: text("signer_role", { enum: signerRoles }).notNull(),
    signer_name: text("signer_name").notNull(),
    /** When a representative signs: the beneficiary they sign for. */
    beneficiary_name: text("beneficiary_name"),
    representative_relationship: text("representative_relationship"),
    products: jsonb("products").$type<string[]>().notNull().default([]),
    /** The drawn signature as SVG path data. */
    signature_svg: text("signature_svg"),
    typed_name: text("typed_name").notNull(),
    signed_date: text("signed_date").notNull(),
    signed_at: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the signer signed by the device's clock; earlier than signed_at when the signature waited offline. */
    device_signed_at: timestamp("device_signed_at", { withTimezone: true }),
    /** The agent and agency the text named when it was signed (from the link at that moment). */
    agent_name: text("agent_name"),
    agency_name: text("agency_name"),
    ip: text("ip").notNull(),
    user_agent: text("user_agent"),
    /** The agent's request it was signed through (a link sent for signature), or null when signed in the survey. */
    signature_request_id: uuid("signature_request_id").references(() => signatureRequests.id),
    /** The electronic-signature disclosure shown with the text (contracts esign-disclosure.ts); null before 2026-11. */
    esign_disclosure_version: text("esign_disclosure_version"),
  },
  (t) => [
    index("consent_records_response_idx").on(t.response_id),
    // A link sent for signature records one consent: a second one through the same link is refused.
    uniqueIndex("consent_records_signature_request_idx")
      .on(t.signature_request_id)
      .where(sql`signature_request_id is not null`),
  ],
);

/**
 * An agent's signing details for the Scope of Appointment (`/settings/agent-signing`), one row per save: the current
 * details are the user's highest version. Rows are never changed (a trigger refuses UPDATE and TRUNCATE), so an
 * SOA's agent signature always points at the details it was signed with. `user_id` has no foreign key: the
 * evidence outlives the user.
 */
export const agentSigningVersions = pgTable(
  "agent_signing_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id").notNull(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    npn: text("npn").notNull(),
    phone: text("phone").notNull(),
    agency: text("agency").notNull(),
    /** The SOA product groups the agent is appointed for. */
    plan_types: jsonb("plan_types").$type<string[]>().notNull(),
    signature_method: text("signature_method", { enum: agentSignatureMethods }).notNull(),
    /** The drawn signature as SVG path data; null when the printed name is the signature. */
    signature_svg: text("signature_svg"),
    /** Sign the agent's part of each new SOA of the user's links with these details. */
    auto_apply: boolean("auto_apply").notNull(),
    /** Where the details (and the opt-in) were saved from. */
    ip: text("ip"),
    user_agent: text("user_agent"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("agent_signing_versions_user_idx").on(t.user_id, t.version)],
);

/**
 * The agent's part of one client's Scope of Appointment, beside the client's consent record (which never changes):
 * one per consent, with the details version signed with, when, and from where. Raises the response's version (the
 * PDF is made again); a trigger refuses UPDATE and TRUNCATE, like the consent records.
 */
export const soaAgentSignatures = pgTable(
  "soa_agent_signatures",
  {
    consent_id: uuid("consent_id")
      .primaryKey()
      .references(() => consentRecords.id),
    response_id: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    user_id: uuid("user_id").notNull(),
    details_id: uuid("details_id")
      .notNull()
      .references(() => agentSigningVersions.id),
    mode: text("mode", { enum: soaAgentSignModes }).notNull(),
    signed_at: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    user_agent: text("user_agent"),
  },
  (t) => [index("soa_agent_signatures_response_idx").on(t.response_id)],
);

/**
 * A link an agent sent for a signature (docs/decisions/015-signature-requests.md): it opens only the signing screen
 * of one response. `token_hash` is the SHA-256 of its token (never stored); it works until `expires_at`, or until a
 * newer request for the same response replaces it (`replaced_at`). The consent signed through it names it.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    response_id: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    kind: text("kind", { enum: consentKinds }).notNull(),
    token_hash: text("token_hash").notNull().unique(),
    requested_by: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The address the link was emailed to, if it was. */
    emailed_to: text("emailed_to"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    replaced_at: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [index("signature_requests_response_idx").on(t.response_id)],
);

// ── Submission center (docs/decisions/008-submission-center.md) ──────────────────────────────────
/**
 * The submission center's row for each survey response: what the list shows, filters and sorts on, copied out of
 * the answers by triggers (migration 0010_submissions_sync) in the transaction that saves them, plus the
 * organisation's archive state. `activity_at` is `submitted_at` once submitted, the last client write before.
 */
export const submissions = pgTable(
  "submissions",
  {
    response_id: uuid("response_id")
      .primaryKey()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id),
    survey_type: text("survey_type", { enum: surveyTypeValues }).notNull(),
    status: text("status", { enum: ["in_progress", "submitted"] }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull(),
    submitted_at: timestamp("submitted_at", { withTimezone: true }),
    last_active_at: timestamp("last_active_at", { withTimezone: true }).notNull(),
    activity_at: timestamp("activity_at", { withTimezone: true }).notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    /** The 5-digit ZIP code of the client's address. */
    zip: text("zip"),
    /** Lower-case names, email and phone digits, searched with pg_trgm. */
    search_text: text("search_text").notNull().default(""),
    /** RxCUIs of the live prescriptions. */
    drug_ids: text("drug_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-case names of the live pharmacies, one per line. */
    pharmacy_names: text("pharmacy_names").notNull().default(""),
    /**
     * Whether the consent the survey type asks for (contracts `signatureKindFor`) is signed: `signed`,
     * `not_signed`, or `not_required` for a type without a signing screen (migration 0021).
     */
    signature_status: text("signature_status", { enum: signatureStatuses }).notNull().default("not_signed"),
    archived: boolean("archived").notNull().default(false),
    archived_at: timestamp("archived_at", { withTimezone: true }),
    archived_by: uuid("archived_by").references(() => users.id, { onDelete: "set null" }),
  },
  // The two list indexes also INCLUDE (link_id, survey_type, status, search_text, signature_status) and (org_id,
  // survey_type, status): migrations 0012, 0016 and 0021, since drizzle's index builder cannot say so. A name search
  // uses the trigram index that leads with the organisation for a small one, and `search_text` alone for a large
  // one, whose entry in the former is most of the table (the planner chooses); the pharmacy filter likewise.
  (t) => [
    index("submissions_org_list_idx").on(t.org_id, t.archived, t.activity_at, t.response_id),
    index("submissions_link_list_idx").on(t.link_id, t.archived, t.activity_at, t.response_id),
    index("submissions_org_zip_idx").on(t.org_id, t.zip),
    // The GIN indexes take each new row version at once, without a pending list (migration 0028): a client's name
    // saves rewrite the row, and a pending list grew by megabytes between vacuums.
    index("submissions_search_idx").using("gin", t.org_id, t.search_text.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("submissions_search_text_idx").using("gin", t.search_text.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("submissions_pharmacy_idx").using("gin", t.org_id, t.pharmacy_names.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("submissions_pharmacy_names_idx").using("gin", t.pharmacy_names.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("submissions_drugs_idx").using("gin", t.org_id, t.drug_ids).with({ fastupdate: false }),
    // The completed submissions without the signature their survey asks for, usually few: the dashboard's count of
    // them and the list of them read this instead of the organisation's whole list. It also INCLUDEs (link_id) for
    // agents (migration 0021).
    index("submissions_unsigned_idx")
      .on(t.org_id, t.archived, t.activity_at, t.response_id)
      .where(sql`signature_status = 'not_signed' and status = 'submitted'`),
  ],
);

/**
 * How many submission center rows each link has per survey type and status: the dashboard's all-time figures. Kept
 * by a trigger on `submissions` in the transaction that changes the row (migration 0014), so never stale.
 */
export const submissionCounts = pgTable(
  "submission_counts",
  {
    org_id: uuid("org_id").notNull(),
    link_id: uuid("link_id").notNull(),
    survey_type: text("survey_type", { enum: surveyTypeValues }).notNull(),
    status: text("status", { enum: ["in_progress", "submitted"] }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.org_id, t.link_id, t.survey_type, t.status] })],
);

/**
 * How many submission center rows each link has per status whose `activity_at` falls in each hour (UTC,
 * `period_start`): an agent's days in their time zone (the rows of an hour a day starts within, in zones off the
 * whole hour, are counted apart). Kept with `submission_counts` (migration 0014).
 */
export const submissionActivityCounts = pgTable(
  "submission_activity_counts",
  {
    org_id: uuid("org_id").notNull(),
    link_id: uuid("link_id").notNull(),
    period_start: timestamp("period_start", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["in_progress", "submitted"] }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.org_id, t.link_id, t.period_start, t.status] })],
);

/**
 * The same per organisation: an Admin's days read two rows an hour however many links there are. Kept with
 * `submission_counts` (migration 0014).
 */
export const submissionOrgActivityCounts = pgTable(
  "submission_org_activity_counts",
  {
    org_id: uuid("org_id").notNull(),
    period_start: timestamp("period_start", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["in_progress", "submitted"] }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.org_id, t.period_start, t.status] })],
);

/** Which submissions each user has read; absent means unread. */
export const submissionReads = pgTable(
  "submission_reads",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    response_id: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    read_at: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.response_id] }), index("submission_reads_response_idx").on(t.response_id)],
);

/**
 * Answers an agent corrected from the dashboard: who, when, the field, before and after. The agent's name and
 * email are kept as they were, so the record outlives the user.
 */
export const submissionCorrections = pgTable(
  "submission_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    response_id: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    user_email: text("user_email").notNull(),
    user_first_name: text("user_first_name"),
    user_last_name: text("user_last_name"),
    /** An answer field's name, or for a list item its collection (`prescription_responses`…). */
    field: text("field").notNull(),
    /** The list item corrected (added, changed or removed); null for an answer field. */
    item_id: uuid("item_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submission_corrections_response_idx").on(t.response_id, t.created_at)],
);

// ── Billing (docs/decisions/006-billing.md): a mirror of the provider, refreshed by re-reading it ────────────
const subscriptionStatusValues = subscriptionStatuses;

/** One subscription per link: what the provider last said about it. */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    /** The link it pays for; null for a legacy subscription the provider holds that no link claims. */
    link_id: uuid("link_id").references(() => links.id),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    provider_subscription_id: text("provider_subscription_id").notNull().unique(),
    provider_customer_id: text("provider_customer_id").notNull(),
    price_id: text("price_id").notNull(),
    /** contracts/billing/plans.ts planKey, or null when the catalogue does not hold the price ('Unknown'). */
    plan_key: text("plan_key"),
    legacy: boolean("legacy").notNull().default(false),
    status: text("status", { enum: subscriptionStatusValues }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    current_period_end: timestamp("current_period_end", { withTimezone: true }),
    cancel_at_period_end: boolean("cancel_at_period_end").notNull().default(false),
    ended_at: timestamp("ended_at", { withTimezone: true }),
    discount_code: text("discount_code"),
    ...timestamps,
  },
  (t) => [
    index("billing_subscriptions_org_idx").on(t.org_id),
    uniqueIndex("billing_subscriptions_link_idx")
      .on(t.link_id)
      .where(sql`${t.link_id} is not null`),
  ],
);

/** A purchase in progress: the link it reserved and the checkout that pays for it. */
export const billingCheckouts = pgTable(
  "billing_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    provider_checkout_id: text("provider_checkout_id").unique(),
    price_id: text("price_id").notNull(),
    plan_key: text("plan_key").notNull(),
    discount_code: text("discount_code"),
    state: text("state", { enum: checkoutStates }).notNull().default("open"),
    return_to_url: text("return_to_url").notNull(),
    cancel_return_url: text("cancel_return_url").notNull(),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    completed_at: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("billing_checkouts_org_idx").on(t.org_id)],
);

/** What the provider said about each invoice of an organisation (contracts/billing/failed-payments.ts). */
export const billingInvoiceStates = pgTable(
  "billing_invoice_states",
  {
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    provider_invoice_id: text("provider_invoice_id").notNull(),
    attempt_count: integer("attempt_count").notNull().default(0),
    settlement: text("settlement", { enum: ["open", "paid", "void"] }).notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.org_id, t.provider_invoice_id] })],
);

/** Provider events already handled: an id is processed once, however often it is delivered. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
  type: text("type").notNull(),
  received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processed_at: timestamp("processed_at", { withTimezone: true }),
});

// ── Sandbox payment provider (integrations/payments/sandbox-*.ts): its own state, as Stripe keeps its own ──────
// No money moves. Ids look like Stripe's with a `_sandbox_` infix; cards are kept as brand, last 4 digits and how
// the test card behaves, never as a number.

export const sandboxCustomers = pgTable("sandbox_customers", {
  id: text("id").primaryKey(),
  org_id: uuid("org_id"),
  card_brand: text("card_brand"),
  card_last4: text("card_last4"),
  card_exp_month: integer("card_exp_month"),
  card_exp_year: integer("card_exp_year"),
  /** What charging this test card does (SANDBOX_CARDS): a renewal with a declining card fails. */
  card_outcome: text("card_outcome", { enum: ["succeeds", "card_declined", "insufficient_funds"] }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    id: text("id").primaryKey(),
    customer_id: text("customer_id").notNull(),
    price_id: text("price_id").notNull(),
    promo_code: text("promo_code"),
    success_url: text("success_url").notNull(),
    cancel_url: text("cancel_url").notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    /** The decline code of the last refused card, while the checkout is still open. */
    last_decline: text("last_decline"),
    subscription_id: text("subscription_id"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("sandbox_checkouts_customer_idx").on(t.customer_id)],
);

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    customer_id: text("customer_id").notNull(),
    price_id: text("price_id").notNull(),
    status: text("status", { enum: subscriptionStatusValues }).notNull(),
    current_period_start: timestamp("current_period_start", { withTimezone: true }).notNull(),
    current_period_end: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancel_at_period_end: boolean("cancel_at_period_end").notNull().default(false),
    ended_at: timestamp("ended_at", { withTimezone: true }),
    promo_code: text("promo_code"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_subscriptions_customer_idx").on(t.customer_id)],
);

export const sandboxInvoices = pgTable(
  "sandbox_invoices",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull().unique(),
    customer_id: text("customer_id").notNull(),
    subscription_id: text("subscription_id"),
    status: text("status", { enum: ["draft", "open", "paid", "void", "uncollectible"] }).notNull(),
    amount_due: integer("amount_due").notNull(),
    amount_paid: integer("amount_paid").notNull().default(0),
    currency: text("currency").notNull(),
    attempt_count: integer("attempt_count").notNull().default(0),
    description: text("description"),
    period_start: timestamp("period_start", { withTimezone: true }).notNull(),
    period_end: timestamp("period_end", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("sandbox_invoices_customer_idx").on(t.customer_id, t.created_at)],
);

// ── Submission PDFs (modules/submission-pdfs) ──────────────────────────────────────────────────────────────
/**
 * The version of what a submission's documents show: raised by triggers (migration 0020) in the transaction of every
 * change to the response's language or status, its answers, its list items and its signed consents, whoever writes
 * them (the client, an agent's correction). No row means version 0 (nothing changed since the triggers exist).
 */
export const responseVersions = pgTable("response_versions", {
  response_id: uuid("response_id")
    .primaryKey()
    .references(() => surveyResponses.id),
  version: bigint("version", { mode: "number" }).notNull().default(1),
});

/**
 * The generated PDF of a submission in one reader's language, stored through integrations/storage. It is served
 * only while `content_version` is the response's current version (response_versions): a PDF of older answers is
 * never handed out; a job makes the current one, and a job's file never replaces one of a newer version.
 */
export const submissionPdfs = pgTable(
  "submission_pdfs",
  {
    response_id: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    locale: text("locale", { enum: appLocales }).notNull().default("en"),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    /** The latest attempt: `ready` says a file is stored, not that it is current (compare `content_version`). */
    status: text("status", { enum: ["pending", "ready", "failed"] }).notNull(),
    /** The response version the stored file shows; null before the first file. */
    content_version: bigint("content_version", { mode: "number" }),
    storage_key: text("storage_key"),
    byte_size: integer("byte_size"),
    generated_at: timestamp("generated_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.response_id, t.locale] })],
);

// ── Agent sites: an agent's public page and its referral counts (docs/decisions/031) ──────────────────────
/**
 * An agent's public page, `/splash/{unique_url}`: one per agent. Its address shares the links' namespace (a
 * trigger, `public_address_claim` in the agent_sites migration, refuses an address a link has, and links refuse a site's). `ref_key` makes the page's
 * referral tokens; `deleted_at` keeps the address taken and makes the page answer 410.
 */
export const agentSites = pgTable(
  "agent_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unique_url: text("unique_url").notNull(),
    display_name: text("display_name").notNull(),
    agency_name: text("agency_name"),
    npn: text("npn"),
    licensed_states: text("licensed_states")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text("phone"),
    email: text("email"),
    bio_en: text("bio_en"),
    bio_es: text("bio_es"),
    office_hours: text("office_hours"),
    booking_url: text("booking_url"),
    theme_color: text("theme_color", { enum: altThemeColors }),
    headshot_image_url: text("headshot_image_url"),
    logo_image_url: text("logo_image_url"),
    ref_key: text("ref_key").notNull(),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("agent_sites_url_idx").on(sql`lower(${t.unique_url})`),
    uniqueIndex("agent_sites_ref_key_idx").on(t.ref_key),
    uniqueIndex("agent_sites_user_idx")
      .on(t.user_id)
      .where(sql`${t.deleted_at} is null`),
    index("agent_sites_org_idx").on(t.org_id),
  ],
);

/** The survey links a site shows, in `position` order. */
export const agentSiteLinks = pgTable(
  "agent_site_links",
  {
    site_id: uuid("site_id")
      .notNull()
      .references(() => agentSites.id, { onDelete: "cascade" }),
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.link_id] })],
);

/** Where the page's address is sent (the agent's list, like a link's deliveries). */
export const agentSiteDeliveries = pgTable(
  "agent_site_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site_id: uuid("site_id")
      .notNull()
      .references(() => agentSites.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    target: text("target").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("agent_site_deliveries_target_idx").on(t.site_id, t.channel, t.target)],
);

/**
 * Counters per site, UTC day and source: page views, surveys started from the page and referrals (those surveys
 * submitted). Nothing about the visitor: no address, no agent string, no answer.
 */
export const agentSiteDailyCounts = pgTable(
  "agent_site_daily_counts",
  {
    site_id: uuid("site_id")
      .notNull()
      .references(() => agentSites.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source", { enum: arrivalSources }).notNull(),
    visits: integer("visits").notNull().default(0),
    starts: integer("starts").notNull().default(0),
    referrals: integer("referrals").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.day, t.source] })],
);

/**
 * A survey started through a site's address: which site and source, so its submission counts once as a referral
 * (`referred_at`). Only the response's id, never the referrer.
 */
export const agentSiteArrivals = pgTable("agent_site_arrivals", {
  response_id: uuid("response_id")
    .primaryKey()
    .references(() => surveyResponses.id, { onDelete: "cascade" }),
  site_id: uuid("site_id")
    .notNull()
    .references(() => agentSites.id, { onDelete: "cascade" }),
  source: text("source", { enum: arrivalSources }).notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  referred_at: timestamp("referred_at", { withTimezone: true }),
});

// ── Reviews (modules/reviews; docs/decisions/032-reviews-without-gating.md) ──────────────────────────────────
/**
 * What a client said about their agent on the survey's confirmation screen, once per response: how likely they are to
 * recommend the agent (0–10) and a short testimonial, each optional. `agent_id` is the link's owner when it was
 * posted: the review is theirs to read, show or reply to. The client's words are never edited; the agent only shows
 * or hides a testimonial its client consented to publish (`shown` implies that consent, a check). `client_name` is
 * the first name and last initial computed when it was posted — the only thing about the client a page ever shows.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id),
    /** The response it follows: one review each. Kept (null) if the response is ever removed. */
    response_id: uuid("response_id")
      .unique()
      .references(() => surveyResponses.id, { onDelete: "set null" }),
    agent_id: uuid("agent_id").references(() => users.id, { onDelete: "set null" }),
    score: integer("score"),
    testimonial: text("testimonial"),
    publish_consent: boolean("publish_consent").notNull().default(false),
    /** First name and last initial ("Maria G."), or null when the client gave no name. */
    client_name: text("client_name"),
    /** Whether the agent shows this testimonial on their splash page. */
    shown: boolean("shown").notNull().default(false),
    shown_changed_at: timestamp("shown_changed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_agent_created_idx").on(t.agent_id, t.created_at),
    check("reviews_score_range", sql`${t.score} is null or (${t.score} between 0 and 10)`),
    check("reviews_something_said", sql`${t.score} is not null or ${t.testimonial} is not null`),
    check("reviews_shown_needs_consent", sql`not ${t.shown} or (${t.publish_consent} and ${t.testimonial} is not null)`),
  ],
);

/** The agent's private replies to a review, sent by email to the client's address from the submission. */
export const reviewReplies = pgTable(
  "review_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    review_id: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_replies_review_idx").on(t.review_id, t.created_at)],
);

/** An agent's review settings: the Google review link every client is offered after a survey, whatever their score. */
export const agentReviewSettings = pgTable("agent_review_settings", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  google_review_url: text("google_review_url"),
  updated_at: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * The public API's keys (modules/webhooks, docs/decisions/033-webhooks-and-public-api.md): a key acts as the user who
 * made it, within its scopes; only the SHA-256 of the secret is stored and `prefix` (its visible start) tells keys
 * apart. A revoked key stays, refused.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    key_hash: text("key_hash").notNull().unique(),
    scopes: text("scopes", { enum: apiKeyScopes }).array().notNull(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("api_keys_user_idx").on(t.org_id, t.user_id)],
);

/**
 * An outgoing webhook endpoint. It belongs to one user (`owner_user_id`) and receives the events of what that user may
 * see: the links they own or are a stakeholder of, and their own reviews and referrals. Secrets are encrypted
 * (lib/secret-box.ts); a rotated-out secret keeps signing beside the new one until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    owner_user_id: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events", { enum: webhookEventTypes }).array().notNull(),
    secret_enc: text("secret_enc").notNull(),
    previous_secret_enc: text("previous_secret_enc"),
    previous_secret_expires_at: timestamp("previous_secret_expires_at", { withTimezone: true }),
    full_payload: boolean("full_payload").notNull().default(false),
    full_payload_confirmed_by: uuid("full_payload_confirmed_by").references(() => users.id, { onDelete: "set null" }),
    full_payload_confirmed_at: timestamp("full_payload_confirmed_at", { withTimezone: true }),
    /** The API key that subscribed it (REST hooks); null for endpoints made on the page. */
    api_key_id: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
    disabled_at: timestamp("disabled_at", { withTimezone: true }),
    disabled_reason: text("disabled_reason", { enum: webhookDisabledReasons }),
    /** The first failed attempt since the last success; null while the endpoint answers. */
    failing_since: timestamp("failing_since", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("webhook_endpoints_owner_idx").on(t.org_id, t.owner_user_id)],
);

/** One event to send (`msg_…` id, the `webhook-id` header): its type and ids only, never a client's answers. */
export const webhookMessages = pgTable("webhook_messages", {
  id: text("id").primaryKey(),
  org_id: uuid("org_id")
    .notNull()
    .references(() => orgs.id, { onDelete: "cascade" }),
  type: text("type").notNull(),
  data: jsonb("data").$type<Record<string, string | null>>().notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One message to one endpoint, tried on the retry schedule (contracts/webhooks.ts) by the `webhook-delivery` job. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    endpoint_id: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    message_id: text("message_id")
      .notNull()
      .references(() => webhookMessages.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpoint_id, t.created_at)],
);

/** Every attempt of a delivery: when, the receiver's status, how long, the start of its answer (the delivery log). */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    endpoint_id: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    delivery_id: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    trigger: text("trigger", { enum: webhookAttemptTriggers }).notNull(),
    attempted_at: timestamp("attempted_at", { withTimezone: true }).notNull(),
    status_code: integer("status_code"),
    succeeded: boolean("succeeded").notNull(),
    error: text("error"),
    duration_ms: integer("duration_ms").notNull(),
    response_excerpt: text("response_excerpt").notNull().default(""),
  },
  (t) => [index("webhook_attempts_endpoint_idx").on(t.endpoint_id, t.attempted_at)],
);

/**
 * A user's connection to a partner integration (docs/decisions/034-partner-integrations.md): one per user and
 * integration. `settings` are plain (an NPN, an agent code); `secret_box` holds the credentials as one AES-256-GCM
 * box under the key from configuration (integrations/secret-box.ts), never in the clear; `secret_hints` the last 4
 * characters of each, which is all the page shows back.
 */
export const integrationConnections = pgTable(
  "integration_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    integration_id: text("integration_id", { enum: partnerIntegrationIds }).notNull(),
    settings: jsonb("settings").$type<Record<string, string>>().notNull().default({}),
    secret_box: text("secret_box"),
    secret_hints: jsonb("secret_hints").$type<Record<string, string>>().notNull().default({}),
    /** Send every submission of the user's links, not only those that came through the integration's address. */
    all_links: boolean("all_links").notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("integration_connections_user_idx").on(t.user_id, t.integration_id)],
);

/**
 * One hand-off sent to a partner (a submission, or the sample of "Send a test") and where it stands; its attempts are
 * `integration_delivery_attempts`. Kept when the connection goes, for the record.
 */
export const integrationDeliveries = pgTable(
  "integration_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    integration_id: text("integration_id", { enum: partnerIntegrationIds }).notNull(),
    kind: text("kind", { enum: ["submission", "test"] }).notNull(),
    response_id: uuid("response_id").references(() => surveyResponses.id, { onDelete: "cascade" }),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    partner_ref: text("partner_ref"),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("integration_deliveries_user_idx").on(t.user_id, t.integration_id, t.created_at),
    // One delivery per submission and integration: a repeated enqueue adds nothing.
    uniqueIndex("integration_deliveries_response_idx")
      .on(t.user_id, t.integration_id, t.response_id)
      .where(sql`${t.response_id} is not null`),
  ],
);

export const integrationDeliveryAttempts = pgTable(
  "integration_delivery_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    delivery_id: uuid("delivery_id")
      .notNull()
      .references(() => integrationDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    outcome: text("outcome", { enum: attemptOutcomes }).notNull(),
    http_status: integer("http_status"),
    duration_ms: integer("duration_ms").notNull(),
    response_excerpt: text("response_excerpt"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("integration_delivery_attempts_idx").on(t.delivery_id, t.attempt)],
);

/**
 * One suppression list per agency (docs/decisions/037-messaging-compliance.md): an address here receives no bulk
 * message on its channel from anyone of the agency, in the CRM area and the ConnectureDRX area alike. The address is
 * normalized (email lower-cased, phone E.164: contracts `normalizeAddress`).
 */
export const suppressions = pgTable(
  "suppressions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: messageChannels }).notNull(),
    address: text("address").notNull(),
    reason: text("reason", { enum: suppressionReasons }).notNull(),
    source: text("source", { enum: suppressionSources }).notNull(),
    /** The keyword received (STOP…), or the note the agency wrote. */
    detail: text("detail"),
    /** Who of the agency added it by hand; null when the person or the provider did. */
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("suppressions_address_idx").on(t.org_id, t.channel, t.address)],
);

/**
 * The SMS outbox: with no SMS provider configured (SMS_PROVIDER=outbox, the default), texts are kept here and never
 * leave the server; an operator reads them with `npm run outbox -- --channel sms`.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to_number: text("to_number").notNull(),
    from_number: text("from_number").notNull(),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_created_idx").on(t.created_at)],
);

/**
 * Which agency texted which number from which of our numbers: an inbound reply (STOP…) names only the two numbers,
 * and this says whose list it belongs on. Kept for every text the provider accepted, whatever the provider.
 */
export const smsSent = pgTable(
  "sms_sent",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    to_number: text("to_number").notNull(),
    from_number: text("from_number").notNull(),
    provider_message_id: text("provider_message_id").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_sent_numbers_idx").on(t.to_number, t.from_number, t.org_id)],
);

// ── Book of business: the clients an agent imports (docs/decisions/036-book-of-business-import.md) ──────────────
/**
 * One client of an agent's book. The book belongs to `owner_id` (the agent who imported it): only they read it or
 * send to it, never the agency as a whole (docs/decisions/027). Rows without consent (`consent_channels` empty) are
 * kept but not sendable. The status columns follow the latest send: sent → opened (the survey response it started)
 * → submitted.
 */
export const bookClients = pgTable(
  "book_clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    owner_id: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull().default(""),
    /** Stored lower-case. */
    email: text("email"),
    /** E.164 (`+1XXXXXXXXXX`). */
    phone: text("phone"),
    /** Five digits. */
    zip: text("zip"),
    birth_date: date("birth_date", { mode: "string" }),
    plan_type: text("plan_type", { enum: bookPlanTypes }),
    language: text("language", { enum: bookLanguages }).notNull().default("en"),
    consent_channels: text("consent_channels", { enum: bookConsentChannels })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    consent_source: text("consent_source", { enum: bookConsentSources }),
    consent_date: date("consent_date", { mode: "string" }),
    /** The import that created or last merged into the row. */
    import_id: uuid("import_id").references(() => bookImports.id, { onDelete: "set null" }),
    last_sent_at: timestamp("last_sent_at", { withTimezone: true }),
    /** The send (bulk send) that last reached the client; a different send starts the status afresh. */
    last_send_id: uuid("last_send_id"),
    opened_at: timestamp("opened_at", { withTimezone: true }),
    /** The survey response the client started from the link sent to them: its submission, for its owner. */
    survey_response_id: uuid("survey_response_id").references(() => surveyResponses.id, { onDelete: "set null" }),
    submitted_at: timestamp("submitted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("book_clients_owner_name_idx").on(t.owner_id, t.last_name, t.first_name, t.id),
    index("book_clients_owner_email_idx").on(t.owner_id, t.email),
    index("book_clients_owner_phone_idx").on(t.owner_id, t.phone),
    index("book_clients_response_idx")
      .on(t.survey_response_id)
      .where(sql`${t.survey_response_id} is not null`),
  ],
);

/** One import of a file into an agent's book: uploaded in chunks (book_import_chunks), then run by a job. */
export const bookImports = pgTable(
  "book_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    owner_id: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    file_name: text("file_name").notNull(),
    status: text("status", { enum: bookImportStatuses }).notNull().default("uploading"),
    mapping: jsonb("mapping").$type<TBookMapping>().notNull(),
    /** How many chunks the upload has; the job starts once all arrived. */
    chunk_count: integer("chunk_count").notNull(),
    total_rows: integer("total_rows"),
    processed_rows: integer("processed_rows").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    merged: integer("merged").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    not_sendable: integer("not_sendable").notNull().default(0),
    error: text("error"),
    finished_at: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("book_imports_owner_idx").on(t.owner_id, t.created_at)],
);

/** The uploaded file's text, in order; deleted once the import has run. */
export const bookImportChunks = pgTable(
  "book_import_chunks",
  {
    import_id: uuid("import_id")
      .notNull()
      .references(() => bookImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    content: text("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.seq] })],
);

/** Why a row of an import was rejected, or a field of it dropped (the first ones of a file, see the import job). */
export const bookImportProblems = pgTable(
  "book_import_problems",
  {
    import_id: uuid("import_id")
      .notNull()
      .references(() => bookImports.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    field: text("field", { enum: bookFields }),
    problem: text("problem", { enum: bookRowProblems }).notNull(),
    rejected: boolean("rejected").notNull(),
  },
  (t) => [index("book_import_problems_idx").on(t.import_id, t.row)],
);

/** The column mapping an agent last used, offered again for their next file. */
export const bookColumnMappings = pgTable("book_column_mappings", {
  owner_id: uuid("owner_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mapping: jsonb("mapping").$type<TBookMapping>().notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

// ── Bulk sends (modules/bulk-sends, docs/decisions/038-bulk-sends.md) ─────────────────────────────
/**
 * An agent's bulk-send settings, one row per agent (no row: the defaults of contracts `bulk-sends.ts`): the sender's
 * name and reply-to address of emails, the NPN the messages name, the default language, the EN/ES templates, the
 * hours of the recipient's day messages may go, and which of their links each survey type is sent with.
 */
export const bulkSendSettings = pgTable("bulk_send_settings", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sender_name: text("sender_name"),
  reply_to: text("reply_to"),
  npn: text("npn"),
  default_locale: text("default_locale", { enum: appLocales }).notNull().default("en"),
  templates: jsonb("templates").$type<TMessageTemplates>(),
  send_window_start: text("send_window_start").notNull().default("08:00"),
  send_window_end: text("send_window_end").notNull().default("21:00"),
  links: jsonb("links").$type<Partial<Record<string, string>>>().notNull().default({}),
  updated_at: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * One send of a survey link to clients of an agent's book, or a reminder to those of an earlier send who have not
 * submitted (`parent_send_id`). The template and language are kept as sent; `skipped` counts the chosen clients
 * not sent to, by reason.
 */
export const bulkSends = pgTable(
  "bulk_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: bulkSendKinds }).notNull().default("initial"),
    parent_send_id: uuid("parent_send_id"),
    channel: text("channel", { enum: bulkSendChannels }).notNull(),
    locale: text("locale", { enum: appLocales }).notNull(),
    link_id: uuid("link_id")
      .notNull()
      .references(() => links.id),
    survey_type: text("survey_type", { enum: surveyTypeValues }).notNull(),
    template: jsonb("template").$type<TMessageTemplate>().notNull(),
    filter: jsonb("filter").$type<Record<string, unknown>>().notNull().default({}),
    skipped: jsonb("skipped").$type<Record<string, number>>().notNull().default({}),
    status: text("status", { enum: bulkSendStatuses }).notNull().default("sending"),
    completed_at: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("bulk_sends_user_idx").on(t.user_id, t.created_at)],
);

/**
 * One client of a send. `token_hash` is the SHA-256 of their own link's token (made when the message goes; never
 * stored); `root_recipient_id` names the first send's row for a reminder's, so every link a client was sent opens
 * the same response (kept on the root row). `client_id` is the book's client (null once removed from the book).
 */
export const bulkSendRecipients = pgTable(
  "bulk_send_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    send_id: uuid("send_id")
      .notNull()
      .references(() => bulkSends.id, { onDelete: "cascade" }),
    org_id: uuid("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
    /** Null once the agent removed the client from their book: the send's counts and the client's answers stay. */
    client_id: uuid("client_id").references(() => bookClients.id, { onDelete: "set null" }),
    root_recipient_id: uuid("root_recipient_id"),
    first_name: text("first_name").notNull().default(""),
    address: text("address").notNull(),
    zip: text("zip"),
    status: text("status", { enum: recipientStatuses }).notNull().default("queued"),
    not_before: timestamp("not_before", { withTimezone: true }),
    token_hash: text("token_hash").unique(),
    claimed_at: timestamp("claimed_at", { withTimezone: true }),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    opened_at: timestamp("opened_at", { withTimezone: true }),
    submitted_at: timestamp("submitted_at", { withTimezone: true }),
    response_id: uuid("response_id")
      .unique()
      .references(() => surveyResponses.id, { onDelete: "set null" }),
    failure: text("failure"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bulk_send_recipients_client_idx").on(t.send_id, t.client_id),
    // What the send job claims next: the send's waiting rows.
    index("bulk_send_recipients_waiting_idx")
      .on(t.send_id, t.status, t.not_before)
      .where(sql`${t.status} in ('queued', 'deferred')`),
    index("bulk_send_recipients_root_idx").on(t.root_recipient_id),
  ],
);
