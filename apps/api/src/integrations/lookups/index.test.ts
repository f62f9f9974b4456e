import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { createLookups } from "./index.ts";

const load = (env: Record<string, string> = {}) =>
  loadConfig({ SESSION_SECRET: "0123456789abcdef0123456789abcdef", DATA_DIR: "/nonexistent", ...env });

describe("look-up configuration", () => {
  it("uses the public registries by default, with a 4 s timeout and a one-day cache", () => {
    const config = load();
    expect(config).toMatchObject({
      LOOKUPS_PROVIDER: "registries",
      LOOKUPS_TIMEOUT_MS: 4000,
      LOOKUPS_CACHE_TTL_S: 86_400,
      LOOKUPS_NLM_BASE_URL: "https://clinicaltables.nlm.nih.gov",
      LOOKUPS_NPPES_BASE_URL: "https://npiregistry.cms.hhs.gov",
    });
    expect(createLookups(config).name).toBe("registries");
  });

  it("answers every search 'not available' when LOOKUPS_PROVIDER=off, and knows no offline directory", async () => {
    const lookups = createLookups(load({ LOOKUPS_PROVIDER: "off" }));
    expect(await lookups.searchDoctors({ q: "Smith" })).toEqual({ results: [], source: "off", unavailable: true });
    expect(await lookups.searchDrugs({ q: "lisinopril" })).toEqual({ results: [], source: "off", unavailable: true });
    expect(() => load({ LOOKUPS_PROVIDER: "offline" })).toThrow(ConfigError);
  });

  it.each([
    ["LOOKUPS_PROVIDER", "nlm", 'must be "registries" or "off"'],
    ["LOOKUPS_TIMEOUT_MS", "fast", "must be a number of milliseconds"],
    ["LOOKUPS_TIMEOUT_MS", "10", "at least 100"],
    ["LOOKUPS_CACHE_TTL_S", "-1", "0 or more"],
    ["LOOKUPS_NPPES_BASE_URL", "npiregistry", "must be a full URL"],
  ])("refuses %s=%s, saying how to fix it", (name, value, message) => {
    let error: unknown;
    try {
      load({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(new RegExp(`^ {2}${name}: .*${message}`, "m"));
  });
});
