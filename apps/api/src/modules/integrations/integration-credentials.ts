import type { AppDeps } from "../../core/deps.ts";
import type { PartnerConnection } from "../../integrations/partners/partner-adapter.ts";
import type { ConnectionRow } from "./integrations.repository.ts";

/** The box's additional data: a box only opens on the row of the user and integration it was sealed for. */
export const boxContext = (row: Pick<ConnectionRow, "user_id" | "integration_id">) => `${row.user_id}:${row.integration_id}`;

/** The connection's credentials and settings for one call to the partner (never returned, never logged). */
export function openConnection(deps: Pick<AppDeps, "secrets">, row: ConnectionRow): PartnerConnection {
  const credentials = row.secret_box ? (JSON.parse(deps.secrets.open(row.secret_box, boxContext(row))) as Record<string, string>) : {};
  return { credentials, settings: row.settings };
}
