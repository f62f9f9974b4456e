import { ZDoctorSearchResponse, ZDrugSearchResponse, ZPharmacySearchResponse } from "@planready/contracts/lookups";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { sampleRecords, startFakeRegistries, type FakeRegistries } from "./fake-registries.ts";

/** The look-up routes with the default provider (the public registries), pointed at a local fake of them. */
let fake: FakeRegistries;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeRegistries();
  t = await createTestApp({
    env: { LOOKUPS_NLM_BASE_URL: fake.url, LOOKUPS_NPPES_BASE_URL: fake.url, LOOKUPS_TIMEOUT_MS: "200" },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("look-up routes with the default provider", () => {
  it("answer from the registries, kept by no browser, and ask a registry once for a repeated search", async () => {
    fake.drugs.push({ display: "Jardiance (Oral Pill)", strengths: ["10 mg Tab", "25 mg Tab"], rxcuis: ["1545658", "1545664"] });
    const first = await get("/api/lookups/drugs?q=jardi");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(ZDrugSearchResponse.parse(first.json())).toEqual({
      source: "registries",
      results: [
        {
          name: "Jardiance (Oral Pill)",
          strengths: [
            { strength: "10 mg", dosage_form: "tablet", rxcui: "1545658" },
            { strength: "25 mg", dosage_form: "tablet", rxcui: "1545664" },
          ],
        },
      ],
    });
    const again = await get("/api/lookups/drugs?q=jardi");
    expect(again.json()).toEqual(first.json());
    expect(fake.requests.filter((r) => r.path === "/api/rxterms/v3/search")).toHaveLength(1);
  });

  it("find a doctor by last name near the client's ZIP code and state (NPPES last_name, postal_code, state)", async () => {
    fake.providers.push(
      sampleRecords.doctor({ first: "Maria", last: "Smith", npi: "1000002117", zip: "336061111" }),
      sampleRecords.doctor({ first: "Paul", last: "Smith", npi: "1000002125", zip: "900121234", state: "CA", city: "LOS ANGELES" }),
    );
    const response = await get("/api/lookups/doctors?q=Smith&zip=33609&state=FL");
    expect(response.statusCode).toBe(200);
    const body = ZDoctorSearchResponse.parse(response.json());
    expect(body.results).toEqual([expect.objectContaining({ name: "Maria Smith, MD", npi: "1000002117", city: "Tampa", state: "FL" })]);
    expect(Object.fromEntries(fake.requests[0]!.query)).toMatchObject({
      enumeration_type: "NPI-1",
      last_name: "Smith*",
      postal_code: "336*",
      state: "FL",
    });
  });

  it("widen a doctor search from the ZIP code's area to the state when the area has nobody of that name", async () => {
    fake.providers.push(sampleRecords.doctor({ first: "Ruth", last: "Okafor", npi: "1000002133", zip: "322071234", city: "JACKSONVILLE" }));
    const body = ZDoctorSearchResponse.parse((await get("/api/lookups/doctors?q=okafor&zip=33609&state=FL")).json());
    expect(body.results.map((d) => d.npi)).toEqual(["1000002133"]);
    expect(fake.requests.map((r) => r.query.get("postal_code"))).toEqual(["336*", null]);
  });

  it("answer 200 with no results when the registry finds nothing", async () => {
    // The registry's only Lake Erie hospital is in Pennsylvania.
    fake.providers.push(sampleRecords.hospital({ name: "Lake Erie Sample Regional Hospital", npi: "1000003230" }));
    const response = await get("/api/lookups/hospitals?q=lake%20erie&state=OH");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [], source: "registries" });
  });

  // Last: after a failure the registry is left alone for a while.
  it("answer 'not available', with no results and not to be cached, when the registry fails", async () => {
    fake.failNext({ status: 500 });
    const response = await get("/api/lookups/pharmacies?q=publix");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(ZPharmacySearchResponse.parse(response.json())).toEqual({ source: "registries", unavailable: true, results: [] });
  });
});
