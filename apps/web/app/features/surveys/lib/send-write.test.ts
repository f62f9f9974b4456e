import { afterEach, describe, expect, it, vi } from "vitest";
import { createWriteSender } from "./send-write";

const write = { seq: 1, responseId: "r1", key: "k", method: "PUT" as const, path: "/api/x", body: { a: 1 }, merge: true, queuedAt: 0 };

describe("createWriteSender", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status })),
    );

  it("sends the bearer token and JSON body", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await createWriteSender(() => "tok")(write)).toBe("ok");
    const init = fetchMock.mock.calls[0]![1];
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer tok");
    expect(init.body).toBe(JSON.stringify({ a: 1 }));
  });

  it.each([500, 503, 408, 429])("retries after %i", async (status) => {
    answer(status);
    expect(await createWriteSender(() => "tok")(write)).toBe("retry");
  });

  it.each([400, 401, 404, 422])("gives up after %i", async (status) => {
    answer(status);
    expect(await createWriteSender(() => "tok")(write)).toBe("refused");
  });

  it("retries when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await createWriteSender(() => "tok")(write)).toBe("retry");
  });

  it("does not send without a token", async () => {
    expect(await createWriteSender(() => null)(write)).toBe("refused");
  });
});
