import { RECIPIENT_SOURCES } from "@planready/contracts/suppressions";
import type { Actor } from "../../core/actor.ts";
import type { SuppressionRow } from "./suppressions.repository.ts";

/**
 * Who may take an entry off the agency's list. What the person asked for themselves (a STOP, an unsubscribe) only
 * they undo: nobody of the agency may text or email them again on their behalf. Otherwise the member who added it,
 * or an Admin or Restricted-Admin (who look after the agency's data).
 */
export function removalRefusal(actor: Pick<Actor, "id" | "user_type">, row: Pick<SuppressionRow, "source" | "created_by">) {
  if (RECIPIENT_SOURCES.includes(row.source)) return "recipient" as const;
  if (row.created_by === actor.id || actor.user_type === "Admin" || actor.user_type === "Restricted-Admin") return null;
  return "forbidden" as const;
}
