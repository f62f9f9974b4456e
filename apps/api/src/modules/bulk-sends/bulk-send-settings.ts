import {
  defaultSendWindow,
  defaultTemplates,
  type TBulkSendSettings,
  type TBulkSendSettingsResponse,
  type TPutBulkSendSettingsRequest,
  ZPutBulkSendSettingsRequest,
} from "@planready/contracts/bulk-sends";
import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findSettings, selectSendableLinks, upsertSettings, type SettingsRow } from "./bulk-sends.repository.ts";

/** The stored settings, or the defaults where nothing is stored (the agent's language, the stock templates, 08:00–21:00). */
export function presentSettings(row: SettingsRow | undefined, actor: Actor): TBulkSendSettings {
  return {
    sender_name: row?.sender_name ?? null,
    reply_to: row?.reply_to ?? null,
    npn: row?.npn ?? null,
    default_locale: row?.default_locale ?? actor.locale,
    templates: row?.templates ?? defaultTemplates,
    send_window: row ? { start: row.send_window_start, end: row.send_window_end } : defaultSendWindow,
    links: row?.links ?? {},
  };
}

function orgOf(actor: Actor): string {
  if (!actor.org_id) throw new AppError("FORBIDDEN", "Join an agency before sending surveys.");
  return actor.org_id;
}

/** `GET /bulk-sends/settings`: the agent's settings and the links they may send (their own, active). */
export async function getBulkSendSettings(db: Db, actor: Actor): Promise<TBulkSendSettingsResponse> {
  const orgId = orgOf(actor);
  const [row, sendable] = await Promise.all([findSettings(db, actor.id), selectSendableLinks(db, orgId, actor.id)]);
  return { settings: presentSettings(row, actor), sendable_links: sendable };
}

/** The settings a send reads (no organisation check: the caller has done it). */
export async function loadSettings(db: Db, actor: Actor): Promise<TBulkSendSettings> {
  return presentSettings(await findSettings(db, actor.id), actor);
}

/**
 * `PUT /bulk-sends/settings`. A link chosen for a survey type must be one of the agent's own active links of that
 * type (400 VALIDATION_FAILED naming `links.<type>` otherwise): nobody sends another agent's link.
 */
export async function saveBulkSendSettings(db: Db, actor: Actor, input: TPutBulkSendSettingsRequest): Promise<TBulkSendSettingsResponse> {
  const orgId = orgOf(actor);
  const body = ZPutBulkSendSettingsRequest.parse(input);
  const sendable = await selectSendableLinks(db, orgId, actor.id);
  for (const [type, linkId] of Object.entries(body.links)) {
    if (!sendable.some((link) => link.id === linkId && link.survey_type === type)) {
      throw new AppError("VALIDATION_FAILED", "Choose one of your own active links of this survey type.", [
        { path: `links.${type}`, message: "Choose one of your own active links of this survey type" },
      ]);
    }
  }
  await upsertSettings(db, {
    user_id: actor.id,
    sender_name: body.sender_name,
    reply_to: body.reply_to,
    npn: body.npn,
    default_locale: body.default_locale,
    templates: body.templates,
    send_window_start: body.send_window.start,
    send_window_end: body.send_window.end,
    links: body.links,
  });
  return getBulkSendSettings(db, actor);
}
