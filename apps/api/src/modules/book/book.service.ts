import {
  type TBookClientStatus,
  type TBookConsentChannel,
  type TBookConsentSource,
  type TBookFilter,
  type TBookLanguage,
  type TBookPlanType,
} from "@planready/contracts/book";
import type { Actor } from "../../core/actor.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  bookFilterWhere,
  selectBookClients,
  updateClientOpened,
  updateClientsSent,
  updateClientSubmitted,
  type BookClientRow,
} from "./book.repository.ts";

/** A client of the book as a send needs it: who, where to reach them, in which language, what they consented to. */
export type BookSendClient = {
  id: string;
  first_name: string;
  last_name: string;
  /** Lower-case, or null. */
  email: string | null;
  /** E.164, or null. */
  phone: string | null;
  zip: string | null;
  /** `YYYY-MM-DD`, or null. */
  birth_date: string | null;
  plan_type: TBookPlanType | null;
  language: TBookLanguage;
  /** Empty: the client may not be contacted (imported without consent). */
  consent_channels: TBookConsentChannel[];
  consent_source: TBookConsentSource | null;
  consent_date: string | null;
  status: TBookClientStatus;
  /** The send that last reached the client (a reminder passes it again to keep the client's status). */
  last_send_id: string | null;
  survey_response_id: string | null;
};

/** Where a client is with the latest send: completed, started (opened), sent but not started, or never sent. */
export function bookClientStatus(row: Pick<BookClientRow, "last_sent_at" | "opened_at" | "submitted_at">): TBookClientStatus {
  if (row.submitted_at) return "completed";
  if (row.opened_at) return "started";
  if (row.last_sent_at) return "sent_not_started";
  return "never_sent";
}

/**
 * The actor's own clients matching the filter, in name order: a book is read only by the agent who imported it
 * (never the agency's admins, docs/decisions/027). No organisation → no clients.
 */
export async function bookClientsForSend(
  db: Db,
  actor: Actor,
  filter: TBookFilter & { /** Only these clients (still the actor's own). */ ids?: readonly string[] },
): Promise<BookSendClient[]> {
  if (!actor.org_id) return [];
  const rows = await selectBookClients(db, bookFilterWhere(actor.org_id, actor.id, filter));
  return rows.map((r) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    zip: r.zip,
    birth_date: r.birth_date,
    plan_type: r.plan_type,
    language: r.language,
    consent_channels: r.consent_channels,
    consent_source: r.consent_source,
    consent_date: r.consent_date,
    status: bookClientStatus(r),
    last_send_id: r.last_send_id,
    survey_response_id: r.survey_response_id,
  }));
}

/**
 * Records that a send reached these clients (call it once their messages went out; the caller already chose them
 * through `bookClientsForSend`). A send other than the one that last reached a client starts its status afresh; a
 * reminder passes the original send's id and keeps opened/submitted. Returns how many rows changed.
 */
export async function markClientsSent(db: Db | Tx, clientIds: readonly string[], sendId: string, now = new Date()): Promise<number> {
  return updateClientsSent(db, clientIds, sendId, now);
}

/**
 * The client opened the link sent to them and it started (or resumed) the survey response `responseId`: the row
 * shows "started" and links that response's submission for its owner. False when the client no longer exists.
 */
export async function markClientOpened(db: Db | Tx, clientId: string, responseId: string, now = new Date()): Promise<boolean> {
  return updateClientOpened(db, clientId, responseId, now);
}

/**
 * Inside the submit's transaction: the book rows linked to this response are completed. Returns how many (0 for a
 * response that did not come from a bulk send).
 */
export async function markClientSubmitted(tx: Db | Tx, responseId: string, now = new Date()): Promise<number> {
  return updateClientSubmitted(tx, responseId, now);
}
