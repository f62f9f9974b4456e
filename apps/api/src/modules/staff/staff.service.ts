import { paymentFailureState } from "@planready/contracts/payments";
import type {
  TOrgSearchResult,
  TSetMaintenanceRequest,
  TStaffAnnouncementRequest,
  TStaffMaintenance,
  TStaffOrgDetail,
  TSupportMessage,
} from "@planready/contracts/staff";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { switchMaintenance } from "../maintenance/maintenance.service.ts";
import { announceToEveryone } from "../notifications/notifications.service.ts";
import { closeSupportMessage } from "../support/support.service.ts";
import * as repo from "./staff.repository.ts";

/**
 * The staff console's actions (docs/decisions/030-staff-console.md). Every one that changes something, or opens an
 * agency's records, is kept in the audit log as the staff member's (`actor_kind` staff).
 */
type StaffDeps = Pick<AppDeps, "db" | "jobs" | "log" | "publicUrl">;

const audit = (db: Db, staff: Actor, origin: AuditOrigin, event: Parameters<typeof recordAudit>[3]) =>
  recordAudit(db, staff, origin, event, "staff");

/** Maintenance on, announced or off, with its description: the same switch as `npm run maintenance`. */
export async function setMaintenanceFromConsole(
  db: Db,
  staff: Actor,
  origin: AuditOrigin,
  body: TSetMaintenanceRequest,
): Promise<TStaffMaintenance> {
  const state = await switchMaintenance(db, body.mode, body.description ?? null);
  await audit(db, staff, origin, { action: "staff.maintenance_changed", orgId: null, details: { mode: body.mode } });
  return state;
}

/** An announcement to every user of every agency. */
export async function sendAnnouncement(
  deps: StaffDeps,
  staff: Actor,
  origin: AuditOrigin,
  body: TStaffAnnouncementRequest,
): Promise<number> {
  const created = await announceToEveryone(deps, body);
  await audit(deps.db, staff, origin, { action: "staff.announcement_sent", orgId: null, details: { recipients: created } });
  return created;
}

export async function findOrgs(db: Db, q: string): Promise<TOrgSearchResult[]> {
  const rows = await repo.searchOrgs(db, q);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * What support needs to know of an agency: its people and roles, its links and their states, how its payments
 * stand. Never a client's answers nor what a submission holds. Opening it is audited, in that agency's log too.
 */
export async function viewOrg(db: Db, staff: Actor, origin: AuditOrigin, orgId: string): Promise<TStaffOrgDetail> {
  const org = await repo.findOrg(db, orgId);
  if (!org) throw new AppError("NOT_FOUND", "No organisation with this id.");
  const [people, linkStates, failedInvoices] = await Promise.all([
    repo.listOrgPeople(db, orgId),
    repo.listOrgLinkStates(db, orgId),
    repo.listFailedInvoices(db, orgId),
  ]);
  await audit(db, staff, origin, { action: "staff.org_viewed", orgId, target: { type: "org", id: orgId } });
  return {
    id: org.id,
    name: org.name,
    created_at: org.created_at.toISOString(),
    users: people.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
    links: linkStates.map((l) => ({
      id: l.id,
      url: l.url,
      survey_type: l.survey_type,
      status: l.status,
      deleted: l.deleted_at !== null,
      subscription_status: l.subscription_status ?? null,
    })),
    payments: {
      failed_attempts: org.number_failed_payment_attempts,
      state: paymentFailureState(org.number_failed_payment_attempts).kind,
      failed_invoices: failedInvoices.map((i) => ({ id: i.id, attempts: i.attempts, updated_at: i.updated_at.toISOString() })),
    },
  };
}

/** Closes a support message; closing one already closed changes (and records) nothing. */
export async function closeSupportFromConsole(db: Db, staff: Actor, origin: AuditOrigin, id: string): Promise<TSupportMessage> {
  const { message, closed } = await closeSupportMessage(db, id, staff.id);
  if (closed) {
    await audit(db, staff, origin, {
      action: "staff.support_message_closed",
      orgId: message.org_id,
      target: { type: "support_message", id },
    });
  }
  return message;
}
