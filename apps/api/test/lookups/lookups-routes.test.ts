import { ZZipLookupResponse } from "@planready/contracts/lookups";
import { beforeAll, describe, expect, it } from "vitest";
import { CLOSED_PORT_URL, createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";

/**
 * The look-ups as a deployment with the default configuration meets them when the public registries cannot be
 * reached: no LOOKUPS_PROVIDER set, the registries' addresses a closed local port (as with no network).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOOKUPS_NLM_BASE_URL: CLOSED_PORT_URL, LOOKUPS_NPPES_BASE_URL: CLOSED_PORT_URL } });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("look-ups with the default provider and no network", () => {
  it.each([
    ["drugs", "/api/lookups/drugs?q=lisinopril"],
    ["pharmacies by name", "/api/lookups/pharmacies?q=cvs&zip=33602"],
    ["pharmacies by ZIP code", "/api/lookups/pharmacies?zip=33602"],
    ["doctors", "/api/lookups/doctors?q=smith&zip=33609&state=FL"],
    ["hospitals", "/api/lookups/hospitals?q=general&zip=33606"],
  ])("answer %s with 'not available' (nothing invented), not to be cached, so the client types it in", async (_kind, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [], source: "registries", unavailable: true });
    expect(response.headers["cache-control"]).toBe("no-store");
    // Nothing of the sample directory the API used to ship can come back.
    expect(response.body).not.toMatch(/sample|example|demo|placeholder|555-01|100000\d{4}/i);
  });

  it("use the public registries by default", () => {
    expect(t.config.LOOKUPS_PROVIDER).toBe("registries");
  });
});

describe("look-up validation", () => {
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

  it("refuses a pharmacy search with neither a name nor a ZIP code, and a ZIP code that is not five digits", async () => {
    const neither = expectProblem(await get("/api/lookups/pharmacies"), 400, "VALIDATION_FAILED");
    expect(neither.invalidFields).toEqual([{ path: "querystring.q", message: "Enter a pharmacy name or a ZIP code" }]);
    const badZip = expectProblem(await get("/api/lookups/pharmacies?zip=3360"), 400, "VALIDATION_FAILED");
    expect(badZip.invalidFields?.map((f) => f.path)).toEqual(["querystring.zip"]);
  });

  it("refuses a bad state or ZIP code and a one-letter name for doctors and hospitals", async () => {
    const problem = expectProblem(await get("/api/lookups/doctors?q=smith&state=Florida&zip=abcde"), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.map((f) => f.path).toSorted()).toEqual(["querystring.state", "querystring.zip"]);
    expectProblem(await get("/api/lookups/doctors?q=s"), 400, "VALIDATION_FAILED");
    expectProblem(await get("/api/lookups/hospitals?q=h"), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/lookups/zip/{zip}", () => {
  it("answers the city, state and county of a ZIP code from the shipped table, signed out and kept by no browser", async () => {
    const response = await get("/api/lookups/zip/33609");
    expect(response.statusCode).toBe(200);
    expect(ZZipLookupResponse.parse(response.json())).toEqual({
      place: { zip: "33609", city: "Tampa", state: "FL", county: "Hillsborough" },
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect((await get("/api/lookups/zip/10001")).json()).toEqual({
      place: { zip: "10001", city: "New York", state: "NY", county: "New York" },
    });
  });

  it("answers place: null for a ZIP code the table does not know, and refuses one that is not five digits", async () => {
    expect((await get("/api/lookups/zip/00000")).json()).toEqual({ place: null });
    const problem = expectProblem(await get("/api/lookups/zip/3360"), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.map((f) => f.path)).toEqual(["params.zip"]);
  });
});

describe("all look-ups", () => {
  it("are limited to 120 requests a minute per client, separately from the general API limit", async () => {
    expect((await get("/api/lookups/hospitals?q=lake")).headers["x-ratelimit-limit"]).toBe("120");
    expect((await get("/api/lookups/zip/33609")).headers["x-ratelimit-limit"]).toBe("120");
  });

  it("are described in the OpenAPI document with their parameters", async () => {
    const response = await get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const { paths }: { paths: Record<string, { get: { parameters: { name: string }[] } }> } = response.json();
    expect(paths["/api/lookups/drugs"]!.get.parameters.map((p) => p.name)).toEqual(["q"]);
    expect(paths["/api/lookups/pharmacies"]!.get.parameters.map((p) => p.name)).toEqual(["q", "zip"]);
    expect(paths["/api/lookups/doctors"]!.get.parameters.map((p) => p.name)).toEqual(["q", "zip", "state"]);
    expect(paths["/api/lookups/hospitals"]!.get.parameters.map((p) => p.name)).toEqual(["q", "zip", "state"]);
    expect(paths["/api/lookups/zip/{zip}"]!.get.parameters.map((p) => p.name)).toEqual(["zip"]);
  });
});
