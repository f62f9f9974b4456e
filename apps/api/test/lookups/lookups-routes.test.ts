import { ZDoctorSearchResponse, ZDrugSearchResponse, ZHospitalSearchResponse, ZPharmacySearchResponse } from "@planready/contracts/lookups";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/lookups/drugs (offline data, the default)", () => {
  it("finds a drug by the start of its name, signed out, with its strengths and dosage forms", async () => {
    const response = await get("/api/lookups/drugs?q=atorv");
    expect(response.statusCode).toBe(200);
    const body = ZDrugSearchResponse.parse(response.json());
    expect(body.source).toBe("offline");
    expect(body.degraded).toBeUndefined();
    expect(body.results[0]).toEqual({
      name: "Atorvastatin",
      rxcui: "83367",
      strengths: ["10 mg", "20 mg", "40 mg", "80 mg"].map((strength) => ({ strength, dosage_form: "tablet" })),
    });
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("finds brands by brand name and by generic name", async () => {
    const byBrand = ZDrugSearchResponse.parse((await get("/api/lookups/drugs?q=ELIQUIS")).json());
    expect(byBrand.results.map((d) => d.name)).toEqual(["Eliquis (apixaban)", "Apixaban"]);
    const byGeneric = ZDrugSearchResponse.parse((await get("/api/lookups/drugs?q=semaglutide")).json());
    expect(byGeneric.results.map((d) => d.name)).toEqual(["Ozempic (semaglutide)", "Rybelsus (semaglutide)"]);
  });

  it("answers 200 with no results when nothing matches: the page keeps the free text", async () => {
    const response = await get("/api/lookups/drugs?q=notadrugname");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [], source: "offline" });
  });

  it("never answers more than 20 results", async () => {
    const body = ZDrugSearchResponse.parse((await get("/api/lookups/drugs?q=ta")).json());
    expect(body.results).toHaveLength(20);
  });

  it.each([
    ["a one-letter search", "/api/lookups/drugs?q=a", "querystring.q"],
    ["a search of spaces", "/api/lookups/drugs?q=%20%20%20", "querystring.q"],
    ["no search", "/api/lookups/drugs", "querystring.q"],
    ["a search over 60 characters", `/api/lookups/drugs?q=${"a".repeat(61)}`, "querystring.q"],
    ["an unknown parameter", "/api/lookups/drugs?q=aspirin&debug=1", "querystring"],
  ])("refuses %s with 400 problem+json naming the field", async (_case, url, path) => {
    const problem = expectProblem(await get(url), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.map((f) => f.path)).toContain(path);
    expect(problem.instance).toBe("/api/lookups/drugs");
  });
});

describe("GET /api/lookups/pharmacies", () => {
  it("finds pharmacies by name, the ones in the client's ZIP code first", async () => {
    const response = await get("/api/lookups/pharmacies?q=cvs&zip=43215");
    expect(response.statusCode).toBe(200);
    const body = ZPharmacySearchResponse.parse(response.json());
    expect(body.results[0]).toMatchObject({ name: "CVS Pharmacy", city: "Columbus", state: "OH", zip: "43215", is_mail_order: false });
    expect(body.results.every((p) => p.name.startsWith("CVS"))).toBe(true);
    expect(body.results[0]!.npi).toMatch(/^100000\d{4}$/);
  });

  it("lists the pharmacies of a ZIP code's area, then mail-order pharmacies, when only a ZIP code is given", async () => {
    const body = ZPharmacySearchResponse.parse((await get("/api/lookups/pharmacies?zip=85016")).json());
    const local = body.results.filter((p) => !p.is_mail_order);
    expect(local.length).toBeGreaterThan(0);
    expect(local.every((p) => p.zip.startsWith("850"))).toBe(true);
    expect(local[0]!.zip).toBe("85016");
    const firstMailOrder = body.results.findIndex((p) => p.is_mail_order);
    expect(firstMailOrder).toBe(local.length);
  });

  it("refuses a search with neither a name nor a ZIP code, and a ZIP code that is not five digits", async () => {
    const neither = expectProblem(await get("/api/lookups/pharmacies"), 400, "VALIDATION_FAILED");
    expect(neither.invalidFields).toEqual([{ path: "querystring.q", message: "Enter a pharmacy name or a ZIP code" }]);
    const badZip = expectProblem(await get("/api/lookups/pharmacies?zip=3360"), 400, "VALIDATION_FAILED");
    expect(badZip.invalidFields?.map((f) => f.path)).toEqual(["querystring.zip"]);
  });

  it("answers 200 with no results for an unknown name", async () => {
    expect((await get("/api/lookups/pharmacies?q=nosuchpharmacy")).json()).toEqual({ results: [], source: "offline" });
  });
});

describe("GET /api/lookups/doctors", () => {
  it("finds doctors by name, ignoring a title, with their specialty and practice address", async () => {
    const body = ZDoctorSearchResponse.parse((await get("/api/lookups/doctors?q=Dr.%20Whitfield")).json());
    expect(body.results).toEqual([
      {
        name: "Daniel Whitfield, MD",
        npi: expect.stringMatching(/^1000002\d{3}$/),
        specialty: "Cardiology",
        address_one: expect.any(String),
        city: "Tampa",
        state: "FL",
        zip: expect.stringMatching(/^\d{5}$/),
        phone: expect.stringMatching(/^813-555-01\d\d$/),
      },
    ]);
  });

  it("keeps to the state given (any case), and finds by specialty too", async () => {
    const body = ZDoctorSearchResponse.parse((await get("/api/lookups/doctors?q=cardiology&state=tx")).json());
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((d) => d.state === "TX" && d.specialty === "Cardiology")).toBe(true);
  });

  it("refuses a bad state or ZIP code, and answers 200 with no results for an unknown name", async () => {
    const problem = expectProblem(await get("/api/lookups/doctors?q=smith&state=Florida&zip=abcde"), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.map((f) => f.path).toSorted()).toEqual(["querystring.state", "querystring.zip"]);
    expectProblem(await get("/api/lookups/doctors?q=s"), 400, "VALIDATION_FAILED");
    expect((await get("/api/lookups/doctors?q=Zzyzx")).json()).toEqual({ results: [], source: "offline" });
  });
});

describe("GET /api/lookups/hospitals", () => {
  it("finds hospitals by name, nearest to the ZIP code first", async () => {
    const body = ZHospitalSearchResponse.parse((await get("/api/lookups/hospitals?q=sample%20general&zip=15212")).json());
    expect(body.results[0]).toMatchObject({ name: "Three Rivers Sample General Hospital", city: "Pittsburgh", state: "PA" });
    expect(body.results[0]!.npi).toMatch(/^1000003\d{3}$/);
  });

  it("keeps to the state given, refuses a one-letter search and answers 200 with no results", async () => {
    const inOhio = ZHospitalSearchResponse.parse((await get("/api/lookups/hospitals?q=hospital&state=OH")).json());
    expect(inOhio.results.length).toBeGreaterThan(0);
    expect(inOhio.results.every((h) => h.state === "OH")).toBe(true);
    expectProblem(await get("/api/lookups/hospitals?q=h"), 400, "VALIDATION_FAILED");
    expect((await get("/api/lookups/hospitals?q=bayshore&state=TX")).json()).toEqual({ results: [], source: "offline" });
  });
});

describe("all look-ups", () => {
  it("are limited to 120 requests a minute per client, separately from the general API limit", async () => {
    const response = await get("/api/lookups/hospitals?q=lake");
    expect(response.headers["x-ratelimit-limit"]).toBe("120");
  });

  it("are described in the OpenAPI document with their query parameters", async () => {
    const response = await get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const { paths }: { paths: Record<string, { get: { parameters: { name: string }[] } }> } = response.json();
    expect(paths["/api/lookups/drugs"]!.get.parameters.map((p) => p.name)).toEqual(["q"]);
    expect(paths["/api/lookups/pharmacies"]!.get.parameters.map((p) => p.name)).toEqual(["q", "zip"]);
    expect(paths["/api/lookups/doctors"]!.get.parameters.map((p) => p.name)).toEqual(["q", "zip", "state"]);
    expect(paths["/api/lookups/hospitals"]!.get.parameters.map((p) => p.name)).toEqual(["q", "zip", "state"]);
  });
});
