import { errorCodes, errorTitles, type TErrorCode, type TProblem } from "@planready/contracts/errors";
import { describe, expect, it } from "vitest";
import { createI18n, type TLocale } from "../i18n/i18n";
import { resources } from "../i18n/resources.server";
import { ApiError } from "./api";
import { invalidFieldPaths, isRefusal, problemCode, problemKey, problemMessage, problemStatus, type TProblemCode } from "./problem-message";

const DETAIL = "This link address is already taken.";
const FIELD_MESSAGE = "Already taken";

/** A failed call as api() throws it: the API's English detail, title and field message included. */
function failure(code: TErrorCode, status = 400): ApiError {
  const problem: TProblem = {
    type: `https://planready.app/problems/${code}`,
    title: errorTitles[code],
    status,
    code,
    requestId: "req-1",
    detail: DETAIL,
    invalidFields: [{ path: "body.url", message: FIELD_MESSAGE }],
  };
  return new ApiError(status, problem);
}

const translator = (lng: TLocale, ns = "links") => createI18n(lng, resources).getFixedT(lng, ns);
const en = translator("en");
const es = translator("es");
/** The catalog's own words for a code, read straight from the resources. */
const words = (lng: TLocale, code: TProblemCode) =>
  (resources[lng].common as { errors: { codes: Record<string, string> } }).errors.codes[code];

const spokenCodes = errorCodes.filter((code) => code !== "INTERNAL");

describe("problemMessage", () => {
  it.each(spokenCodes)("says %s with the code's words from the English and the Spanish catalog", (code) => {
    expect(problemMessage(failure(code), en, "details.saveFailed")).toBe(words("en", code));
    expect(problemMessage(failure(code), es, "details.saveFailed")).toBe(words("es", code));
    expect(words("es", code)).not.toBe(words("en", code));
  });

  it("says a network failure (status 0) plainly, in each language", () => {
    expect(problemMessage(new ApiError(0, null), en, "details.saveFailed")).toBe(
      "We could not reach the server. Check your connection and try again.",
    );
    expect(problemMessage(new ApiError(0, null), es, "details.saveFailed")).toBe(
      "No pudimos comunicarnos con el servidor. Revise su conexión y vuelva a intentarlo.",
    );
  });

  it("uses the screen's fallback for an error that is not a failed call, for INTERNAL, and for an answer with no code", () => {
    const expected = { en: "We could not save your changes. Please try again.", es: "No pudimos guardar sus cambios. Inténtelo de nuevo." };
    for (const error of [
      new Error("boom"),
      new TypeError("x is undefined"),
      "a string",
      null,
      failure("INTERNAL", 500),
      new ApiError(400, null),
    ]) {
      expect(problemMessage(error, en, "details.saveFailed")).toBe(expected.en);
      expect(problemMessage(error, es, "details.saveFailed")).toBe(expected.es);
    }
  });

  it("without a fallback, says INTERNAL with the code's own words", () => {
    expect(problemMessage(failure("INTERNAL", 500), es)).toBe(words("es", "INTERNAL"));
    expect(problemMessage(new Error("boom"), en)).toBe(words("en", "INTERNAL"));
  });

  it("prefers the screen's own key for a code, in the screen's namespace", () => {
    const keys = { CONFLICT: "url.taken", NETWORK: "details.saveFailed" } as const;
    expect(problemMessage(failure("CONFLICT", 409), en, "details.saveFailed", keys)).toBe("This address is already taken. Choose another.");
    expect(problemMessage(failure("CONFLICT", 409), es, "details.saveFailed", keys)).toBe(
      (resources.es.links as { url: { taken: string } }).url.taken,
    );
    expect(problemMessage(new ApiError(0, null), en, "x", keys)).toBe("We could not save your changes. Please try again.");
    // Codes the screen has no key for keep the common words.
    expect(problemMessage(failure("RATE_LIMITED", 429), en, "details.saveFailed", keys)).toBe(words("en", "RATE_LIMITED"));
  });

  it("never shows a Spanish reader the API's English detail, title or field message", () => {
    for (const code of errorCodes) {
      const error = failure(code);
      const shown = problemMessage(error, es, "details.saveFailed");
      for (const english of [DETAIL, FIELD_MESSAGE, errorTitles[code]]) expect(shown).not.toContain(english);
    }
  });

  it("names an answer without a problem document by its status", () => {
    expect(problemMessage(new ApiError(404, null), en, "details.saveFailed")).toBe(words("en", "NOT_FOUND"));
    expect(problemMessage(new ApiError(502, null), es, "details.saveFailed")).toBe("No pudimos guardar sus cambios. Inténtelo de nuevo.");
    expect(problemCode(new ApiError(429, null))).toBe("RATE_LIMITED");
    expect(problemCode(new ApiError(503, null))).toBe("SERVICE_UNAVAILABLE");
    expect(problemCode(new ApiError(422, null))).toBeNull();
  });
});

describe("reading a failure for control flow", () => {
  it("gives the code, the status and the refused fields' paths (never their English messages)", () => {
    const error = failure("CONFLICT", 409);
    expect(problemCode(error)).toBe("CONFLICT");
    expect(problemStatus(error)).toBe(409);
    expect(invalidFieldPaths(error)).toEqual(["body.url"]);
    expect(problemCode(new ApiError(0, null))).toBe("NETWORK");
    expect(problemStatus(new ApiError(0, null))).toBe(0);
  });

  it("knows nothing of errors that are not failed calls", () => {
    const error = new Error("boom");
    expect(problemCode(error)).toBeNull();
    expect(problemStatus(error)).toBeNull();
    expect(invalidFieldPaths(error)).toEqual([]);
    expect(isRefusal(error)).toBe(false);
  });

  it("counts 4xx as refusals, not network failures or 5xx", () => {
    expect(isRefusal(failure("NOT_FOUND", 404))).toBe(true);
    expect(isRefusal(new ApiError(0, null))).toBe(false);
    expect(isRefusal(failure("INTERNAL", 500))).toBe(false);
  });

  it("keys each code's words in the common namespace", () => {
    expect(problemKey("NOT_FOUND")).toBe("common:errors.codes.NOT_FOUND");
  });
});
