import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRegistryLookups, type RegistryLookupsOptions } from "../../src/integrations/lookups/registry-lookups.ts";
import { sampleRecords, startFakeRegistries, type FakeRegistries } from "./fake-registries.ts";

let fake: FakeRegistries;
let warnings: { fields: unknown; message: string }[];

beforeAll(async () => {
  fake = await startFakeRegistries();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.drugs.length = 0;
  fake.providers.length = 0;
  warnings = [];
  fake.drugs.push(
    {
      display: "Atorvastatin (Oral Pill)",
      strengths: ["10 mg Tab", "20 mg Tab", "40 mg Tab", "80 mg Tab"],
      rxcuis: ["617312", "617310", "617311", "259255"],
    },
    { display: "Lantus (Injectable)", strengths: ["100 unt/ml Pen 3 ml", "100 unt/ml Injection 10 ml"], rxcuis: ["847230", "285018"] },
    { display: "Metformin (Oral Pill)", strengths: ["500 mg Tab", "500 mg 24HR XR Tab"], rxcuis: ["861007", "860975"] },
  );
});

function registries(over: Partial<RegistryLookupsOptions> = {}) {
  return createRegistryLookups({
    nlmBaseUrl: fake.url,
    nppesBaseUrl: fake.url,
    timeoutMs: 1000,
    cacheTtlMs: 60_000,
    log: { warn: (fields, message) => void warnings.push({ fields, message }) },
    ...over,
  });
}

describe("drugs through NLM RxTerms", () => {
  it("asks RxTerms for names with strengths and RxCUIs, and maps each strength and form", async () => {
    const answer = await registries().searchDrugs({ q: "atorva" });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe("/api/rxterms/v3/search");
    expect(request!.query.get("terms")).toBe("atorva");
    expect(request!.query.get("ef")).toBe("STRENGTHS_AND_FORMS,RXCUIS");
    expect(request!.query.get("maxList")).toBe("20");
    expect(answer).toEqual({
      source: "registries",
      results: [
        {
          name: "Atorvastatin (Oral Pill)",
          strengths: [
            { strength: "10 mg", dosage_form: "tablet", rxcui: "617312" },
            { strength: "20 mg", dosage_form: "tablet", rxcui: "617310" },
            { strength: "40 mg", dosage_form: "tablet", rxcui: "617311" },
            { strength: "80 mg", dosage_form: "tablet", rxcui: "259255" },
          ],
        },
      ],
    });
  });

  it("spells out units and release forms", async () => {
    const [lantus] = (await registries().searchDrugs({ q: "lantus" })).results;
    expect(lantus!.strengths).toEqual([
      { strength: "100 units/mL", dosage_form: "Pen 3 ml", rxcui: "847230" },
      { strength: "100 units/mL", dosage_form: "Injection 10 ml", rxcui: "285018" },
    ]);
    const [metformin] = (await registries().searchDrugs({ q: "metformin" })).results;
    expect(metformin!.strengths[1]).toEqual({ strength: "500 mg", dosage_form: "24HR extended-release tablet", rxcui: "860975" });
  });

  it("answers an empty list (not a failure) when RxTerms finds nothing", async () => {
    expect(await registries().searchDrugs({ q: "zzzz" })).toEqual({ results: [], source: "registries" });
  });

  it("serves a repeated search from the cache without asking again", async () => {
    const lookups = registries();
    const first = await lookups.searchDrugs({ q: "atorva" });
    const second = await lookups.searchDrugs({ q: "atorva" });
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it("asks again once the cached answer has expired", async () => {
    let now = 1_000_000;
    const lookups = registries({ cacheTtlMs: 1000, now: () => now });
    await lookups.searchDrugs({ q: "atorva" });
    now += 999;
    await lookups.searchDrugs({ q: "atorva" });
    expect(fake.requests).toHaveLength(1);
    now += 2;
    await lookups.searchDrugs({ q: "atorva" });
    expect(fake.requests).toHaveLength(2);
  });
});

describe("when a registry fails", () => {
  it("answers 'not available' with no results (nothing made up) when the registry times out", async () => {
    fake.failNext("hang");
    const started = Date.now();
    const answer = await registries({ timeoutMs: 150 }).searchDrugs({ q: "lisinopril" });

    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer).toEqual({ source: "registries", unavailable: true, results: [] });
    expect(warnings).toEqual([{ fields: { registry: "rxterms", reason: "timed out" }, message: expect.any(String) }]);
  });

  it("answers 'not available' on a 500, and does not cache that answer", async () => {
    const lookups = registries({ cooldownMs: 0 });
    fake.failNext({ status: 500 });
    const failed = await lookups.searchDoctors({ q: "Moreno" });
    expect(failed).toEqual({ source: "registries", unavailable: true, results: [] });
    expect(warnings[0]!.fields).toEqual({ registry: "nppes", reason: "answered HTTP 500" });

    fake.providers.push(sampleRecords.doctor({ first: "Alicia", last: "Moreno", npi: "1000002018" }));
    const recovered = await lookups.searchDoctors({ q: "Moreno" });
    expect(recovered.source).toBe("registries");
    expect(recovered.unavailable).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
  });

  it("answers 'not available' when the answer is not in the registry's format", async () => {
    fake.failNext({ body: '{"unexpected": true}' }, { body: "<html>maintenance</html>" });
    const lookups = registries({ cooldownMs: 0 });
    expect(await lookups.searchDrugs({ q: "metformin" })).toEqual({ source: "registries", unavailable: true, results: [] });
    expect(await lookups.searchHospitals({ q: "Bayshore" })).toEqual({ source: "registries", unavailable: true, results: [] });
    expect(warnings.map((w) => w.fields)).toEqual([
      { registry: "rxterms", reason: "answered in an unexpected format" },
      { registry: "nppes", reason: "answered in an unexpected format" },
    ]);
  });

  it("leaves a failed registry alone for a while, so clients do not wait for the same timeout again", async () => {
    let now = 5_000_000;
    const lookups = registries({ timeoutMs: 150, cooldownMs: 10_000, now: () => now });
    fake.failNext("hang");
    await lookups.searchDoctors({ q: "Moreno" });
    expect(fake.requests).toHaveLength(1);

    // The other registry is unaffected; this one answers "not available" at once.
    expect((await lookups.searchDrugs({ q: "atorva" })).unavailable).toBeUndefined();
    expect(await lookups.searchPharmacies({ zip: "33602" })).toEqual({ source: "registries", unavailable: true, results: [] });
    expect(fake.requests.filter((r) => r.path === "/api/")).toHaveLength(1);

    now += 10_001;
    expect((await lookups.searchPharmacies({ zip: "33602" })).unavailable).toBeUndefined();
  });

  it("never logs what the client searched for", async () => {
    fake.failNext({ status: 503 }, "hang");
    const lookups = registries({ timeoutMs: 150, cooldownMs: 0 });
    await lookups.searchDrugs({ q: "oxycodone" });
    await lookups.searchDoctors({ q: "Whitfield", zip: "33606" });
    expect(warnings).toHaveLength(2);
    const logged = JSON.stringify(warnings).toLowerCase();
    for (const term of ["oxycodone", "whitfield", "33606", fake.url]) expect(logged).not.toContain(term.toLowerCase());
  });
});

describe("doctors, pharmacies and hospitals through the NPPES NPI Registry", () => {
  it("searches individuals by last and first name near the ZIP code's area, and maps the practice location", async () => {
    fake.providers.push(
      sampleRecords.doctor({ first: "John", last: "Smithers", npi: "1000002026", zip: "33611", middle: "quincy" }),
      sampleRecords.doctor({ first: "John", last: "Smith", npi: "1000002034", zip: "336091234" }),
    );
    const answer = await registries().searchDoctors({ q: "Dr. John Smith", zip: "33609", state: "FL" });

    const query = fake.requests[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      version: "2.1",
      enumeration_type: "NPI-1",
      last_name: "Smith*",
      first_name: "John*",
      postal_code: "336*",
      state: "FL",
      address_purpose: "LOCATION",
      limit: "50",
    });
    expect(answer).toEqual({
      source: "registries",
      results: [
        {
          name: "John Smith, MD",
          npi: "1000002034",
          specialty: "Cardiovascular Disease",
          address_one: "2401 W Sample Blvd Ste 200",
          city: "Tampa",
          state: "FL",
          zip: "33609",
          phone: "813-555-0142",
        },
        expect.objectContaining({ name: "John Q. Smithers, MD", zip: "33611" }),
      ],
    });
  });

  it("orders a cached answer for each client's own ZIP code (the request asked for the whole area)", async () => {
    fake.providers.push(
      sampleRecords.doctor({ first: "Ana", last: "Reyes", npi: "1000002042", zip: "33611" }),
      sampleRecords.doctor({ first: "Ana", last: "Reyes", npi: "1000002050", zip: "33609" }),
    );
    const lookups = registries();
    const near33609 = await lookups.searchDoctors({ q: "Ana Reyes", zip: "33609" });
    const near33611 = await lookups.searchDoctors({ q: "Ana Reyes", zip: "33611" });
    expect(fake.requests).toHaveLength(1);
    expect(near33609.results.map((d) => d.npi)).toEqual(["1000002050", "1000002042"]);
    expect(near33611.results.map((d) => d.npi)).toEqual(["1000002042", "1000002050"]);
  });

  it('reads "Last, First" as such', async () => {
    await registries().searchDoctors({ q: "Moreno, Alicia" });
    expect(fake.requests[0]!.query.get("last_name")).toBe("Moreno*");
    expect(fake.requests[0]!.query.get("first_name")).toBe("Alicia*");
  });

  it("searches pharmacies by ZIP code alone (that ZIP exactly), and flags mail-order pharmacies", async () => {
    fake.providers.push(
      sampleRecords.pharmacy({ name: "CVS Pharmacy #5120", npi: "1000001010", zip: "337011234" }),
      sampleRecords.pharmacy({ name: "Example Mail Service Pharmacy", npi: "1000001028", zip: "33701", mailOrder: true }),
      sampleRecords.pharmacy({ name: "Elsewhere Drugs", npi: "1000001036", zip: "33702" }),
    );
    const answer = await registries().searchPharmacies({ zip: "33701" });

    expect(Object.fromEntries(fake.requests[0]!.query)).toEqual({
      version: "2.1",
      enumeration_type: "NPI-2",
      taxonomy_description: "Pharmacy",
      postal_code: "33701",
      address_purpose: "LOCATION",
      limit: "50",
    });
    expect(answer.results).toEqual([
      {
        name: "CVS Pharmacy #5120",
        npi: "1000001010",
        address_one: "100 NW Example Ave",
        city: "St. Petersburg",
        state: "FL",
        zip: "33701",
        phone: "727-555-0190",
        is_mail_order: false,
      },
      expect.objectContaining({ name: "Example Mail Service Pharmacy", is_mail_order: true }),
    ]);
  });

  it("searches pharmacies by name (organization_name with a trailing wildcard)", async () => {
    fake.providers.push(sampleRecords.pharmacy({ name: "Walgreens #1234", npi: "1000001044", zip: "33701" }));
    const answer = await registries().searchPharmacies({ q: "walgreens", zip: "33702" });
    expect(fake.requests[0]!.query.get("organization_name")).toBe("walgreens*");
    expect(fake.requests[0]!.query.get("postal_code")).toBe("337*");
    expect(answer.results.map((p) => p.name)).toEqual(["Walgreens #1234"]);
  });

  it("finds a pharmacy by name anywhere when none of that name is near the ZIP code (mail order), asking the area first", async () => {
    fake.providers.push(
      sampleRecords.pharmacy({ name: "Caremark Sample Mail Service", npi: "1000001051", zip: "85260", state: "AZ", mailOrder: true }),
    );
    const answer = await registries().searchPharmacies({ q: "caremark", zip: "33602" });
    expect(fake.requests.map((r) => [r.query.get("organization_name"), r.query.get("postal_code")])).toEqual([
      ["caremark*", "336*"],
      ["caremark*", null],
    ]);
    expect(answer.results).toEqual([expect.objectContaining({ name: "Caremark Sample Mail Service", is_mail_order: true, state: "AZ" })]);
  });

  it("widens a ZIP-only pharmacy search to the ZIP code's area when the ZIP code itself has none", async () => {
    fake.providers.push(sampleRecords.pharmacy({ name: "Walgreens #1234", npi: "1000001069", zip: "33606" }));
    const answer = await registries().searchPharmacies({ zip: "33602" });
    expect(fake.requests.map((r) => r.query.get("postal_code"))).toEqual(["33602", "336*"]);
    expect(answer.results.map((p) => p.npi)).toEqual(["1000001069"]);
  });

  it("keeps only general acute care hospitals (taxonomy 282N…), without a phone", async () => {
    fake.providers.push(
      sampleRecords.hospital({ name: "Three Rivers Sample General Hospital", npi: "1000003016" }),
      sampleRecords.hospital({ name: "Three Rivers Sample Rehab", npi: "1000003024", taxonomyCode: "283X00000X" }),
    );
    const answer = await registries().searchHospitals({ q: "three rivers", state: "PA" });
    expect(fake.requests[0]!.query.get("taxonomy_description")).toBe("General Acute Care Hospital");
    expect(fake.requests[0]!.query.get("organization_name")).toBe("three rivers*");
    expect(answer.results).toEqual([
      {
        name: "Three Rivers Sample General Hospital",
        npi: "1000003016",
        address_one: "1 Demo Medical Plz",
        city: "Pittsburgh",
        state: "PA",
        zip: "15212",
      },
    ]);
  });

  it("treats the registry's Errors answer as a failure of this search only", async () => {
    const lookups = registries();
    // Only punctuation is left after cleaning: nothing to ask, nothing found, no request.
    expect(await lookups.searchHospitals({ q: "!!" })).toEqual({ results: [], source: "registries" });
    expect(fake.requests).toHaveLength(0);

    fake.failNext({
      body: JSON.stringify({ Errors: [{ description: "No valid search criteria provided", field: "generic", number: "04" }] }),
    });
    expect(await lookups.searchDoctors({ q: "Moreno" })).toEqual({ source: "registries", unavailable: true, results: [] });
    expect(warnings[0]!.fields).toEqual({ registry: "nppes", reason: "refused the search criteria" });
    // No cool-down after a refusal: the next search asks the registry.
    expect((await lookups.searchDoctors({ q: "Whitfield" })).unavailable).toBeUndefined();
  });
});
