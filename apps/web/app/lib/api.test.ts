import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api";

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
    expect((error as ApiError).userMessage).toBe("Invalid discount code");
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
