import type { TSuppression } from "@planready/contracts/suppressions";
import type { Actor } from "../../core/actor.ts";
import { removalRefusal } from "./suppressions.policy.ts";
import type { SuppressionListRow } from "./suppressions.repository.ts";

export function presentSuppression(row: SuppressionListRow, actor: Pick<Actor, "id" | "user_type">): TSuppression {
  const name = [row.addedByFirst, row.addedByLast].filter(Boolean).join(" ");
  return {
    id: row.id,
    channel: row.channel,
    address: row.address,
    reason: row.reason,
    source: row.source,
    detail: row.detail,
    added_by: row.created_by ? name || row.addedByEmail : null,
    created_at: row.created_at.toISOString(),
    removable: removalRefusal(actor, row) === null,
  };
}
