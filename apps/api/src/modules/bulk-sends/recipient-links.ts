import type { TOpenRecipientLinkResponse } from "@planready/contracts/bulk-sends";
import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { markClientOpened, markClientSubmitted } from "../book/book.service.ts";
import { findLinkById } from "../links/links.service.ts";
import { findResponseRow, reissueSurveyToken, startResponse } from "../responses/responses.service.ts";
import { findRecipientByTokenHash, lockRecipient, recordOpened, recordSubmitted } from "./bulk-sends.repository.ts";

/** The value stored for a recipient's link token: its SHA-256, hex (the token itself is only in the message). */
export const hashRecipientToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A new recipient link token (32 random bytes, base64url) and its hash. */
export function createRecipientToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRecipientToken(token) };
}

const LINK_INVALID = "This survey link is not valid. Please ask your agent for a new one.";

/**
 * A client opens the link a bulk send gave them (`POST /bulk-sends/open`). Every link a client was sent for the same
 * survey (the first send's and its reminders') opens one response, kept on the first send's row: the first opening
 * starts it on the send's link, in the send's language; a later one (another device, a reminder) resumes it with a
 * new survey token, so the old one stops opening it. Records the opening on the rows and in the book. A submitted
 * survey's link opens nothing more (410 RECIPIENT_LINK_USED); an unknown token, or a link no longer active, 404.
 */
export async function openRecipientLink(db: Db, token: string): Promise<TOpenRecipientLinkResponse & { org_id: string; link_id: string }> {
  const found = await findRecipientByTokenHash(db, hashRecipientToken(token));
  if (!found) throw new AppError("NOT_FOUND", LINK_INVALID);
  const { recipient, send } = found;
  const rootId = recipient.root_recipient_id ?? recipient.id;
  const link = await findLinkById(db, send.link_id);
  if (!link || link.status !== "active" || link.deleted_at) throw new AppError("NOT_FOUND", LINK_INVALID);

  const opened = await db.transaction(async (tx) => {
    const root = await lockRecipient(tx, rootId);
    if (!root) throw new AppError("NOT_FOUND", LINK_INVALID);
    if (root.submitted_at) throw new AppError("RECIPIENT_LINK_USED", "This survey was already submitted.");
    if (root.response_id) {
      const again = await reissueSurveyToken(tx as unknown as Db, root.response_id);
      if (again) {
        await recordOpened(tx, [recipient.id, rootId], rootId, root.response_id);
        return {
          response_id: root.response_id,
          survey_token: again.survey_token,
          survey_type: again.row.survey_type,
          current_question: again.row.current_question,
          resumed: true,
        };
      }
      // Submitted by now (the submit marks the row in its own transaction) or removed.
      const row = await findResponseRow(tx as unknown as Db, root.response_id);
      if (row?.status === "submitted") throw new AppError("RECIPIENT_LINK_USED", "This survey was already submitted.");
    }
    const created = await startResponse(tx as unknown as Db, {
      link_id: link.id,
      survey_type: send.survey_type,
      locale: send.locale,
    });
    await recordOpened(tx, [recipient.id, rootId], rootId, created.id);
    return {
      response_id: created.id,
      survey_token: created.survey_token,
      survey_type: send.survey_type,
      current_question: null,
      resumed: false,
    };
  });
  // A client removed from the book since keeps their link and their answers; there is no book row to mark.
  if (recipient.client_id) await markClientOpened(db, recipient.client_id, opened.response_id);
  return { ...opened, link_url: link.url, locale: send.locale, org_id: link.org_id, link_id: link.id };
}

/** Inside the submit's transaction: the recipient rows and the book rows of this response are submitted. */
export async function markSendRecipientSubmitted(tx: Db | Tx, responseId: string): Promise<void> {
  await recordSubmitted(tx, responseId);
  await markClientSubmitted(tx, responseId);
}
