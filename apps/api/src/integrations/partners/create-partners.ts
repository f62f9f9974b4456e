import type { TPartnerIntegrationId } from "@planready/contracts/integrations";
import type { Config } from "../../config.ts";
import { agencyBlocAdapter } from "./agency-bloc.ts";
import { connectureDrxAdapter, withSlash } from "./connecture-drx.ts";
import { medicareCenterAdapter } from "./medicare-center.ts";
import { createTokenCache } from "./oauth-token-cache.ts";
import type { PartnerAdapter } from "./partner-adapter.ts";
import { createPartnerHttp } from "./partner-http.ts";
import { prefillAdapter } from "./prefill-links.ts";

/** The partners this server can reach: one adapter per partner whose address the operator configured. */
export type Partners = Partial<Record<TPartnerIntegrationId, PartnerAdapter>>;

export function createPartners(config: Config, fetchImpl?: typeof fetch): Partners {
  const http = createPartnerHttp({ timeoutMs: config.INTEGRATIONS_TIMEOUT_MS, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const partners: Partners = {};
  if (config.CONNECTURE_DRX_API_URL) {
    partners.connecture_drx = connectureDrxAdapter({
      apiUrl: config.CONNECTURE_DRX_API_URL,
      tokenUrl: config.CONNECTURE_DRX_TOKEN_URL ?? new URL("oauth/token", withSlash(config.CONNECTURE_DRX_API_URL)).toString(),
      http,
      tokens: createTokenCache(http),
    });
  }
  if (config.MEDICARE_CENTER_API_URL) partners.medicare_center = medicareCenterAdapter({ apiUrl: config.MEDICARE_CENTER_API_URL, http });
  if (config.AGENCY_BLOC_API_URL) partners.agency_bloc = agencyBlocAdapter({ apiUrl: config.AGENCY_BLOC_API_URL, http });
  if (config.MEDICARE_PRO_PREFILL_URL) partners.medicare_pro = prefillAdapter("medicare_pro", config.MEDICARE_PRO_PREFILL_URL);
  if (config.HEALTH_SHERPA_PREFILL_URL) partners.health_sherpa = prefillAdapter("health_sherpa", config.HEALTH_SHERPA_PREFILL_URL);
  return partners;
}
