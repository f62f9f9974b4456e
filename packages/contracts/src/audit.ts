import { z } from "zod";

/** Who acted: a signed-in user of an agency, the product's staff, the system itself (jobs, commands), a survey client. */
export const auditActorKinds = ["user", "staff", "system", "client"] as const;
export type TAuditActorKind = (typeof auditActorKinds)[number];

/**
 * The security-relevant actions kept in the audit log (docs/product.md#audit-log). Add a kind here before recording
 * it; the Admin's log names each in words (web `audit-log` strings, en and es).
 */
export const auditActions = [
  "auth.sign_in",
  "auth.sign_out",
  "auth.password_changed",
  "auth.email_changed",
  "invite.created",
  "invite.resent",
  "invite.revoked",
  "invite.accepted",
  "user.role_changed",
  "user.removed",
  "link.owner_changed",
  "link.stakeholders_changed",
  "submission.viewed",
  "submission.exported_csv",
  "submission.exported_pdf",
  "submission.corrected",
  "submission.exported_handoff",
  "integration.connected",
  "integration.disconnected",
  "agent_signature.saved",
  "soa.agent_signed",
  "review.shown",
  "review.hidden",
  "review.replied",
  "org.updated",
  "staff.maintenance_changed",
  "staff.announcement_sent",
  "staff.org_viewed",
  "staff.support_message_closed",
  "staff.added",
  "staff.removed",
  "webhook.endpoint_created",
  "webhook.endpoint_deleted",
  "webhook.full_payload_enabled",
  "webhook.full_payload_disabled",
  "api_key.created",
  "api_key.revoked",
  "suppression.added",
  "suppression.removed",
  "book.import_started",
  "book.client_removed",
  "bulk_send.started",
  "connecture.agent_linked",
] as const;
export type TAuditAction = (typeof auditActions)[number];

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_kind: z.enum(auditActorKinds),
  actor_user_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.enum(auditActions),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** `GET /api/orgs/{id}/audit-log`: a page of the agency's log, newest first; `before` is the last entry's id seen. */
export const AUDIT_PAGE_SIZE = 50;
export const ZAuditLogQuery = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .strict();
export const ZAuditLogEntry = ZAuditEntry.extend({
  /** What the target is called in the agency, when it still exists (a member's address, a link's address). */
  target_label: z.string().nullable(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;
export const ZAuditLogPage = z.object({ entries: z.array(ZAuditLogEntry), next_before: z.number().int().nullable() });
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
