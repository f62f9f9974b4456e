import { ZodError } from "zod";
import { unavailable, type LookupAnswer, type Lookups } from "./lookups.ts";
import {
  doctorParams,
  hospitalParams,
  mapDoctor,
  mapHospital,
  mapPharmacy,
  NppesRefusal,
  nppesUrl,
  type NppesRecord,
  parseNppesResponse,
  pharmacyParams,
} from "./nppes.ts";
import { matchScore, rank, withoutTitles, zipProximity } from "./search-rank.ts";
import { mapRxTermsResponse, rxtermsUrl } from "./rxterms.ts";
import { createTtlCache } from "./ttl-cache.ts";

export type RegistryLookupsOptions = {
  /** https://clinicaltables.nlm.nih.gov (RxTerms). */
  nlmBaseUrl: string;
  /** https://npiregistry.cms.hhs.gov (NPPES NPI Registry). */
  nppesBaseUrl: string;
  /** How long one registry request may take, body included, before the answer is "not available". */
  timeoutMs: number;
  /** How long a registry answer is reused; 0 turns the cache off. */
  cacheTtlMs: number;
  /** Where failures are reported (the app logger): which registry and why, never the search terms. */
  log?: { warn(fields: { registry: string; reason: string }, message: string): void };
  maxCacheEntries?: number;
  /** After a failure, the registry is left alone this long: clients hear "not available" at once, not after a timeout. */
  cooldownMs?: number;
  now?: () => number;
};

type Registry = "rxterms" | "nppes";

/**
 * The public registries: NLM RxTerms for drugs, the NPPES NPI Registry for pharmacies, doctors and hospitals.
 * Answers are cached in-process; when a registry errs, times out or answers in an unexpected format the answer is
 * empty and `unavailable: true` (nothing is made up in its place), and the page keeps what the client typed,
 * marked as not checked. Search terms are never logged.
 */
export function createRegistryLookups(options: RegistryLookupsOptions): Lookups {
  const now = options.now ?? Date.now;
  const cooldownMs = options.cooldownMs ?? 15_000;
  const cache = createTtlCache<readonly unknown[]>({ ttlMs: options.cacheTtlMs, maxEntries: options.maxCacheEntries ?? 1000, now });
  const unavailableUntil: Record<Registry, number> = { rxterms: 0, nppes: 0 };

  /**
   * One registry search: `read` turns the registry's answer into results (what is cached, per request URL); `order`
   * then fits them to this client (its ZIP code is finer than the area the request asked for).
   */
  async function ask<T>(
    registry: Registry,
    url: URL | null,
    read: (body: unknown) => T[],
    order: (results: T[]) => T[],
  ): Promise<LookupAnswer<T>> {
    // Criteria the registry cannot take (nothing searchable left after cleaning) find nothing.
    if (!url) return { results: [], source: "registries" };
    const key = url.toString();
    const cached = cache.get(key) as T[] | undefined;
    if (cached) return { results: order(cached), source: "registries" };
    if (now() < unavailableUntil[registry]) return unavailable("registries");
    try {
      const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
      const results = read(await response.json());
      cache.set(key, results);
      return { results: order(results), source: "registries" };
    } catch (error) {
      // A refusal is about this search only; anything else means the registry is down or slow for everyone.
      if (!(error instanceof NppesRefusal)) unavailableUntil[registry] = now() + cooldownMs;
      options.log?.warn({ registry, reason: failureReason(error) }, "look-up registry failed; answering that search is not available");
      return unavailable("registries");
    }
  }

  /**
   * The searches in turn, narrowest first, until one finds something: a doctor not practising in the client's ZIP
   * area may still be in their state; a mail-order pharmacy is found by name from anywhere.
   */
  async function widening<T>(urls: (URL | null)[], read: (body: unknown) => T[], order: (results: T[]) => T[]): Promise<LookupAnswer<T>> {
    let answer: LookupAnswer<T> = { results: [], source: "registries" };
    const distinct = urls.filter((url, i): url is URL => url !== null && urls.findIndex((other) => other?.href === url.href) === i);
    for (const url of distinct) {
      answer = await ask("nppes", url, read, order);
      if (answer.unavailable || answer.results.length > 0) return answer;
    }
    return answer;
  }

  const rxterms = options.nlmBaseUrl;
  const nppes = options.nppesBaseUrl;
  return {
    name: "registries",
    searchDrugs: (query) => ask("rxterms", rxtermsUrl(rxterms, query.q), mapRxTermsResponse, (results) => results),

    searchPharmacies: (query) =>
      widening(
        [
          urlFor(nppes, pharmacyParams(query)),
          // A ZIP code alone: then its area. A name: then that name anywhere (mail-order pharmacies serve every ZIP code).
          query.q === undefined ? urlFor(nppes, pharmacyParams(query, { zipArea: true })) : urlFor(nppes, pharmacyParams({ q: query.q })),
        ],
        (body) => readProviders(body, mapPharmacy),
        (results) => byRelevance(results, query.q, query.zip),
      ),

    searchDoctors: (query) =>
      widening(
        [urlFor(nppes, doctorParams(query)), query.state ? urlFor(nppes, doctorParams({ q: query.q, state: query.state })) : null],
        (body) => readProviders(body, mapDoctor),
        (results) => byRelevance(results, withoutTitles(query.q), query.zip),
      ),

    searchHospitals: (query) =>
      widening(
        [urlFor(nppes, hospitalParams(query)), query.state ? urlFor(nppes, hospitalParams({ q: query.q, state: query.state })) : null],
        (body) => readProviders(body, mapHospital),
        (results) => byRelevance(results, query.q, query.zip),
      ),
  };
}

const urlFor = (baseUrl: string, params: Record<string, string> | null) => (params ? nppesUrl(baseUrl, params) : null);

/** The records of an NPPES answer that map to a result (a usable address, the right taxonomy), one per NPI. */
function readProviders<T extends { name: string; npi?: string | undefined }>(body: unknown, map: (record: NppesRecord) => T | null): T[] {
  const unique = new Map<string, T>();
  for (const record of parseNppesResponse(body)) {
    const result = map(record);
    if (result && !unique.has(result.npi ?? result.name)) unique.set(result.npi ?? result.name, result);
  }
  return [...unique.values()];
}

/**
 * The registry lists matches in NPI order; ours puts the best name match first, then the nearest. Every record the
 * registry matched is kept (it may have matched another name the provider is known by).
 */
function byRelevance<T extends { name: string; zip: string }>(results: T[], q: string | undefined, zip: string | undefined): T[] {
  return rank(
    results.map((item) => ({
      item,
      name: item.name,
      score: 1 + (q ? matchScore(q, { primary: item.name }) : 0),
      proximity: zipProximity(item.zip, zip),
    })),
  );
}

/** Why a registry request failed, in words that carry nothing the client typed. */
function failureReason(error: unknown): string {
  if (error instanceof NppesRefusal) return "refused the search criteria";
  if (error instanceof ZodError || error instanceof SyntaxError) return "answered in an unexpected format";
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) return "timed out";
  if (error instanceof Error && error.message.startsWith("answered HTTP")) return error.message;
  return "unreachable";
}
