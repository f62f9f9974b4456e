import { z } from "zod";
import { ZCreateNotificationRequest } from "./notifications.ts";

/**
 * The staff console (`/internal/*`, API under `/api/internal/*`): the product's own staff, marked by an operator
 * (`npm run staff -- add <email>`), never by sign-up. Anyone else gets 404 from every address of it
 * (docs/decisions/030-staff-console.md).
 */

/** Maintenance as the console and the CLI set it: the page for everyone (`on`), announced (`upcoming`), or `off`. */
export const maintenanceModes = ["on", "upcoming", "off"] as const;
export type TMaintenanceMode = (typeof maintenanceModes)[number];

export const MAINTENANCE_DESCRIPTION_MAX = 500;

export const ZStaffMaintenance = z.object({
  mode: z.enum(maintenanceModes),
  description: z.string().nullable(),
  since: z.string().nullable(),
});
export type TStaffMaintenance = z.infer<typeof ZStaffMaintenance>;

/** `PUT /api/internal/maintenance`: an announcement needs its words (when and what); the page may go without. */
export const ZSetMaintenanceRequest = z
  .object({
    mode: z.enum(maintenanceModes),
    description: z.string().trim().max(MAINTENANCE_DESCRIPTION_MAX, `Use at most ${MAINTENANCE_DESCRIPTION_MAX} characters`).optional(),
  })
  .strict()
  .refine((body) => body.mode !== "upcoming" || !!body.description, {
    message: "Say when and what, e.g. Saturday 2am–3am ET",
    path: ["description"],
  });
export type TSetMaintenanceRequest = z.infer<typeof ZSetMaintenanceRequest>;

/** `POST /api/internal/announcements`: words for every user of every agency; the action leads into the app only. */
const announcement = ZCreateNotificationRequest.shape;
export const ZStaffAnnouncementRequest = z
  .object({
    title: announcement.title,
    text: announcement.text,
    action_text: announcement.action_text,
    action_url: announcement.action_url,
    action_type: announcement.action_type,
  })
  .strict()
  .refine((body) => !body.action_text === !body.action_url, {
    message: "Send action_text and action_url together",
    path: ["action_url"],
  });
export type TStaffAnnouncementRequest = z.infer<typeof ZStaffAnnouncementRequest>;
export const ZStaffAnnouncementResponse = z.object({ created: z.number().int() });

// ── Organisation look-up: who, which links, how the payments stand; never a client's answers ─────────────────
export const ZOrgSearchQuery = z.object({ q: z.string().trim().min(2, "Type at least 2 characters").max(200) }).strict();
export const ZOrgSearchResult = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  user_count: z.number().int(),
  /** The first Admin's address, to tell agencies of the same name apart. */
  admin_email: z.string().nullable(),
  created_at: z.string(),
});
export const ZOrgSearchResponse = z.object({ orgs: z.array(ZOrgSearchResult) });
export type TOrgSearchResult = z.infer<typeof ZOrgSearchResult>;

export const ZStaffOrgIdParams = z.object({ orgId: z.uuid("Organisation ids are UUIDs") }).strict();

export const ZStaffOrgDetail = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  created_at: z.string(),
  users: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      role: z.enum(["Admin", "Restricted-Admin", "Agent"]),
      created_at: z.string(),
    }),
  ),
  links: z.array(
    z.object({
      id: z.uuid(),
      url: z.string(),
      survey_type: z.string(),
      status: z.string(),
      deleted: z.boolean(),
      /** The link's subscription at the provider (`active`, `past_due`…), null when none. */
      subscription_status: z.string().nullable(),
    }),
  ),
  payments: z.object({
    failed_attempts: z.number().int(),
    state: z.enum(["ok", "notice", "banner", "locked"]),
    /** Invoices still open after a failed charge. */
    failed_invoices: z.array(z.object({ id: z.string(), attempts: z.number().int(), updated_at: z.string() })),
  }),
});
export type TStaffOrgDetail = z.infer<typeof ZStaffOrgDetail>;

// ── Support messages ─────────────────────────────────────────────────────────────────────────────────────
export const supportMessageStatuses = ["open", "closed"] as const;
export const ZSupportListQuery = z.object({ status: z.enum(supportMessageStatuses).default("open") }).strict();
export const ZSupportMessageIdParams = z.object({ id: z.uuid("Message ids are UUIDs") }).strict();
export const ZSupportMessage = z.object({
  id: z.uuid(),
  org_id: z.uuid().nullable(),
  org_name: z.string().nullable(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(supportMessageStatuses),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by_email: z.string().nullable(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;
export const ZSupportMessageList = z.object({ messages: z.array(ZSupportMessage) });
