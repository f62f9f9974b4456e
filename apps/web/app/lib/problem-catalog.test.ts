import { errorCodes } from "@planready/contracts/errors";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "../i18n/i18n";
import { resources } from "../i18n/resources.server";

const apiSource = join(import.meta.dirname, "../../../api/src");

/** Every code the API's source throws or sends literally: `new AppError("CODE"`, `sendProblem(request, reply, "CODE"`. */
function codesThrownByTheApi(): string[] {
  const found = new Set<string>();
  const files = readdirSync(apiSource, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  for (const file of files) {
    const text = readFileSync(join(apiSource, file), "utf8");
    for (const match of text.matchAll(/\bAppError\(\s*"([A-Z_]+)"/g)) found.add(match[1]!);
    for (const match of text.matchAll(/\bsendProblem\(\s*\w+\s*,\s*\w+\s*,\s*"([A-Z_]+)"/g)) found.add(match[1]!);
  }
  return [...found].toSorted();
}

const codesOf = (lng: (typeof locales)[number]) =>
  (resources[lng].common as { errors?: { codes?: Record<string, unknown> } }).errors?.codes ?? {};

describe("the words of every error code", () => {
  const thrown = codesThrownByTheApi();
  const codes = [...new Set([...errorCodes, ...thrown, "NETWORK"])].toSorted();

  it("finds the codes the API throws (the scan itself works)", () => {
    expect(thrown).toEqual(expect.arrayContaining(["NOT_FOUND", "VALIDATION_FAILED", "WEAK_PASSWORD", "INTERNAL"]));
  });

  it("has only codes the contracts know in the API's source", () => {
    expect(thrown.filter((code) => !(errorCodes as readonly string[]).includes(code))).toEqual([]);
  });

  it.each(codes)("%s has its own words in English and in Spanish, and the Spanish is a translation", (code) => {
    const en = codesOf("en")[code];
    const es = codesOf("es")[code];
    for (const text of [en, es]) {
      expect(typeof text, code).toBe("string");
      expect((text as string).trim()).not.toBe("");
      expect(text).not.toBe(code);
      expect(text).not.toContain("errors.codes");
    }
    expect(es).not.toBe(en);
  });

  it("has no words for codes that do not exist", () => {
    for (const lng of locales) expect(Object.keys(codesOf(lng)).filter((code) => !codes.includes(code))).toEqual([]);
  });
});
