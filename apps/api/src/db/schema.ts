import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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

/** The organisation's account at the payment provider (spec §3 Org "payment part"). */
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
    ...timestamps,
  },
  (t) => [index("users_org_idx").on(t.org_id), uniqueIndex("users_email_idx").on(sql`lower(${t.email})`)],
);

// ── Operations ─────────────────────────────────────────────────────────────────────────────────
export const maintenance = pgTable("maintenance", {
  id: uuid("id").primaryKey().defaultRandom(),
  data: jsonb("data").$type<{ description: string | null }>().notNull().default({ description: null }),
  active: boolean("active").notNull().default(false),
  upcoming: boolean("upcoming").notNull().default(false),
  ...timestamps,
});

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
    type: text("type", {
      enum: ["survey_submitted", "review_received", "referral_received", "payment_failed", "announcement"],
    }).notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    action_text: text("action_text"),
    action_type: text("action_type", { enum: ["new_tab", "same_tab"] }),
    action_url: text("action_url"),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_unread_idx").on(t.user_id, t.read_at)],
);
