import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api";

/** What api() adds for the calls that used to be raw fetches: bearer token, headers, keepalive and a time limit. */
describe("api() request options in the browser", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());

  /** A fetch that never answers; it fails only when its signal aborts, as the browser's does. */
  const hang = () =>
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      ),
    );

  it("sends the bearer token, extra headers and keepalive", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/responses/r1", { token: "tok", headers: { "x-trace": "1" }, keepalive: true })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.headers).toEqual({ accept: "application/json", "x-trace": "1", authorization: "Bearer tok" });
    expect(init.keepalive).toBe(true);
  });

  it("keeps the problem document of a refusal", async () => {
    const body = {
      type: "t",
      title: "Expired",
      status: 401,
      code: "UNAUTHENTICATED",
      requestId: "q",
      detail: "This survey link has expired",
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status: 401 })),
    );
    const error = await api("/api/responses/r1", { token: "tok" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).problem).toEqual(body);
  });

  it("gives up after the time limit as a network failure (status 0)", async () => {
    hang();
    const error = await api("/api/responses/r1", { timeoutMs: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it("passes the caller's own abort through as an AbortError, time limit or not", async () => {
    hang();
    const controller = new AbortController();
    const pending = api("/api/responses/r1", { signal: controller.signal, timeoutMs: 60_000 }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });
});
