import { ZProblem } from "@planready/contracts/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, parseProblem } from "./api";

/** The browser path of the API client: fetch on the same origin. */
describe("api() in the browser", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());

  const respond = (status: number, body: string) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(status === 204 ? null : body, { status })),
    );

  it("returns the parsed JSON of a 200", async () => {
    respond(200, JSON.stringify({ id: "u1" }));
    await expect(api("/api/auth/me")).resolves.toEqual({ id: "u1" });
  });

  it("returns null for 204 (signed out)", async () => {
    respond(204, "");
    await expect(api("/api/auth/me")).resolves.toBeNull();
  });

  it("throws an ApiError carrying the status and the problem document", async () => {
    respond(
      422,
      JSON.stringify({
        type: "t",
        title: "Invalid discount code",
        status: 422,
        code: "INVALID_DISCOUNT_CODE",
        requestId: "r1",
        detail: "Invalid discount code",
      }),
    );
    const error = await api("/api/stripe/promoCode/NOPE").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).problem?.code).toBe("INVALID_DISCOUNT_CODE");
    expect((error as ApiError).message).toBe("Invalid discount code");
  });

  it("reports a network failure as status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await api("/api/auth/me").catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
  });

  it("keeps better-auth's own message when the answer is not a problem document", async () => {
    respond(401, JSON.stringify({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }));
    const error = await api("/api/auth/sign-in/email", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("Invalid email or password");
  });
});

/** The browser checks problem documents by hand (no zod in the page): it must accept exactly what ZProblem accepts. */
describe("parseProblem() agrees with ZProblem", () => {
  const problem = { type: "about:blank", title: "Not found", status: 404, code: "NOT_FOUND", requestId: "r1" };
  const cases: [string, unknown][] = [
    ["a minimal problem", problem],
    ["with detail and instance", { ...problem, detail: "No such link", instance: "/api/links/x" }],
    ["with invalid fields", { ...problem, code: "VALIDATION_FAILED", invalidFields: [{ path: "email", message: "Invalid" }] }],
    ["with unknown keys (dropped)", { ...problem, extra: 1, invalidFields: [{ path: "a", message: "b", hint: "c" }] }],
    ["an unknown code", { ...problem, code: "NOPE" }],
    ["a fractional status", { ...problem, status: 404.5 }],
    ["a status given as text", { ...problem, status: "404" }],
    ["a status beyond safe integers", { ...problem, status: 2 ** 60 }],
    ["no requestId", { type: "t", title: "x", status: 400, code: "CONFLICT" }],
    ["a null detail", { ...problem, detail: null }],
    ["a numeric instance", { ...problem, instance: 7 }],
    ["invalid fields that are not a list", { ...problem, invalidFields: { path: "a", message: "b" } }],
    ["an invalid field without message", { ...problem, invalidFields: [{ path: "a" }] }],
    ["an invalid field given as a list", { ...problem, invalidFields: [["a", "b"]] }],
    ["better-auth's own error", { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }],
    ["a list", [problem]],
    ["a string", "Not found"],
    ["null", null],
  ];

  it.each(cases)("%s", (_, value) => {
    const expected = ZProblem.safeParse(value);
    expect(parseProblem(JSON.stringify(value))).toEqual(expected.success ? expected.data : null);
  });

  it("is null for a body that is not JSON", () => {
    expect(parseProblem("<html>Bad gateway</html>")).toBeNull();
    expect(parseProblem("")).toBeNull();
  });
});
