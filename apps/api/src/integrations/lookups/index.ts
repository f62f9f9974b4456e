import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Lookups } from "./lookups.ts";
import { createOfflineLookups } from "./offline-lookups.ts";
import { createRegistryLookups } from "./registry-lookups.ts";

/** The public registries when LOOKUPS_PROVIDER=registries (the offline data answering when they fail); otherwise offline. */
export function createLookups(config: Config, log?: FastifyBaseLogger): Lookups {
  const offline = createOfflineLookups();
  if (config.LOOKUPS_PROVIDER !== "registries") return offline;
  return createRegistryLookups({
    nlmBaseUrl: config.LOOKUPS_NLM_BASE_URL,
    nppesBaseUrl: config.LOOKUPS_NPPES_BASE_URL,
    timeoutMs: config.LOOKUPS_TIMEOUT_MS,
    cacheTtlMs: config.LOOKUPS_CACHE_TTL_S * 1000,
    fallback: offline,
    ...(log ? { log } : {}),
  });
}
