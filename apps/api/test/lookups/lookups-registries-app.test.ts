import { ZDrugSearchResponse, ZPharmacySearchResponse } from "@planready/contracts/lookups";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { sampleRecords, startFakeRegistries, type FakeRegistries } from "./fake-registries.ts";

let fake: FakeRegistries;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeRegistries();
  t = await createTestApp({
    env: {
      LOOKUPS_PROVIDER: "registries",
      LOOKUPS_NLM_BASE_URL: fake.url,
      LOOKUPS_NPPES_BASE_URL: fake.url,
      LOOKUPS_TIMEOUT_MS: "200",
    },
  });
});
afterAll(() => fake.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("look-up routes with LOOKUPS_PROVIDER=registries", () => {
  it("answer from the registries, cacheable, and ask a registry once for a repeated search", async () => {
    fake.drugs.push({ display: "Jardiance (Oral Pill)", strengths: ["10 mg Tab", "25 mg Tab"], rxcuis: ["1545658", "1545664"] });
    const first = await get("/api/lookups/drugs?q=jardi");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
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

  it("answer 200 with no results when the registry finds nothing", async () => {
    // The registry's only Lake Erie hospital is in Pennsylvania.
    fake.providers.push(sampleRecords.hospital({ name: "Lake Erie Sample Regional Hospital", npi: "1000003230" }));
    const response = await get("/api/lookups/hospitals?q=lake%20erie&state=OH");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [], source: "registries" });
  });

  // Last: after a failure the registry is left alone for a while.
  it("answer no providers, degraded and not to be cached, when the registry fails (free text stays possible)", async () => {
    fake.failNext({ status: 500 });
    const response = await get("/api/lookups/pharmacies?q=publix");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = ZPharmacySearchResponse.parse(response.json());
    expect(body.source).toBe("registries");
    expect(body.degraded).toBe(true);
    expect(body.results).toEqual([]);
  });
});
