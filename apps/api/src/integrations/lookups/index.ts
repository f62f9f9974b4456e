import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { unavailable, type Lookups } from "./lookups.ts";
import { createRegistryLookups } from "./registry-lookups.ts";

/** The public registries (the default), or, with LOOKUPS_PROVIDER=off, look-ups that always answer "not available". */
export function createLookups(config: Config, log?: FastifyBaseLogger): Lookups {
  if (config.LOOKUPS_PROVIDER === "off") return createLookupsOff();
  return createRegistryLookups({
    nlmBaseUrl: config.LOOKUPS_NLM_BASE_URL,
    nppesBaseUrl: config.LOOKUPS_NPPES_BASE_URL,
    timeoutMs: config.LOOKUPS_TIMEOUT_MS,
    cacheTtlMs: config.LOOKUPS_CACHE_TTL_S * 1000,
    ...(log ? { log } : {}),
  });
}

/** Look-ups switched off: every search answers "not available", and the client types what they know. */
export function createLookupsOff(): Lookups {
  const off = async <T>() => unavailable<T>("off");
  return { name: "off", searchDrugs: off, searchPharmacies: off, searchDoctors: off, searchHospitals: off };
}
