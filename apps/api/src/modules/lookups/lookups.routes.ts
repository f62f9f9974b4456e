import {
  ZDoctorSearchQuery,
  ZDoctorSearchResponse,
  ZDrugSearchQuery,
  ZDrugSearchResponse,
  ZHospitalSearchQuery,
  ZHospitalSearchResponse,
  ZPharmacySearchQuery,
  ZPharmacySearchResponse,
  ZZipLookupParams,
  ZZipLookupResponse,
} from "@planready/contracts/lookups";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { createLookups } from "../../integrations/lookups/index.ts";
import type { LookupAnswer, Lookups } from "../../integrations/lookups/lookups.ts";
import { zipTable, type ZipTable } from "../../integrations/lookups/zip-table.ts";

/**
 * Directory searches for the survey pages, and the place of a ZIP code. Public: they hold no personal data, and
 * clients use them before they have anything else. The search terms can be health information (a drug's name): like
 * every query string they stay out of the logs (lib/logger.ts). The adapter is the whole use case, so the handlers
 * call it directly.
 */
export async function lookupsRoutes(app: FastifyInstance, options: { config: Config; lookups?: Lookups; zips?: () => ZipTable }) {
  const lookups = options.lookups ?? createLookups(options.config, app.log);
  const zips = options.zips ?? zipTable;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: "public" as const, rateLimit: { max: 120, timeWindow: "1 minute" } };

  r.get(
    "/api/lookups/drugs",
    {
      config,
      schema: {
        tags: ["lookups"],
        summary: "Search drugs by generic or brand name, with their strengths and dosage forms",
        querystring: ZDrugSearchQuery,
        response: { 200: ZDrugSearchResponse },
      },
    },
    async (request, reply) => notKeptOnDevice(reply, await lookups.searchDrugs(request.query)),
  );

  r.get(
    "/api/lookups/pharmacies",
    {
      config,
      schema: {
        tags: ["lookups"],
        summary: "Search pharmacies by name and/or ZIP code (mail-order pharmacies included)",
        querystring: ZPharmacySearchQuery,
        response: { 200: ZPharmacySearchResponse },
      },
    },
    async (request, reply) => notKeptOnDevice(reply, await lookups.searchPharmacies(request.query)),
  );

  r.get(
    "/api/lookups/doctors",
    {
      config,
      schema: {
        tags: ["lookups"],
        summary: "Search doctors and other clinicians by name, optionally near a ZIP code or in a state",
        querystring: ZDoctorSearchQuery,
        response: { 200: ZDoctorSearchResponse },
      },
    },
    async (request, reply) => notKeptOnDevice(reply, await lookups.searchDoctors(request.query)),
  );

  r.get(
    "/api/lookups/hospitals",
    {
      config,
      schema: {
        tags: ["lookups"],
        summary: "Search hospitals by name, optionally near a ZIP code or in a state",
        querystring: ZHospitalSearchQuery,
        response: { 200: ZHospitalSearchResponse },
      },
    },
    async (request, reply) => notKeptOnDevice(reply, await lookups.searchHospitals(request.query)),
  );

  r.get(
    "/api/lookups/zip/:zip",
    {
      config,
      schema: {
        tags: ["lookups"],
        summary: "The city, state and county of a 5-digit ZIP code (place: null when the ZIP table does not know it)",
        params: ZZipLookupParams,
        response: { 200: ZZipLookupResponse },
      },
    },
    async (request, reply) => {
      // A client's ZIP code sits in this address: the browser keeps no copy of it (the table is in memory anyway).
      reply.header("cache-control", "no-store");
      return { place: zips().find(request.params.zip) };
    },
  );
}

/**
 * The search term in a look-up's address is what a client typed about their health (a drug, a doctor, a pharmacy
 * near them): neither the browser nor a proxy keeps the answer, so nothing of the search stays on the device after
 * the survey. The server keeps its own short cache of registry answers, so a repeated search stays fast.
 */
function notKeptOnDevice<T>(reply: FastifyReply, answer: LookupAnswer<T>): LookupAnswer<T> {
  reply.header("cache-control", "no-store");
  return answer;
}
