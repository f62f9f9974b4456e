import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PendingWrite } from "./pending-writes";
import { createWriteSender } from "./send-write";
import type { TSurveyIds } from "./survey-writes";

const ids: TSurveyIds = { responseId: "r1", surveyType: "medicare", contentId: "c1" };
const write: PendingWrite = {
  seq: 1,
  responseId: "r1",
  queuedAt: 0,
  write: { kind: "content", patch: { first_name: "Ann" }, client_rev: 3 },
};
const problem = (status: number, code = "VALIDATION_FAILED") => JSON.stringify({ type: "t", title: "No", status, code, requestId: "q" });

/** The queue's sender, through the app's transport (lib/api.ts) and a stand-in for the browser's fetch. */
describe("createWriteSender", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number) => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(status === 200 ? "{}" : problem(status), { status }));
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  };

  it("sends the write's request with the bearer token, kept alive past the page", async () => {
    const fetchMock = answer(200);
    expect(await createWriteSender(() => "tok", ids)(write)).toBe("ok");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/surveyContents/medicare/c1");
    expect(init.method).toBe("PUT");
    expect(init.headers).toMatchObject({ authorization: "Bearer tok", "content-type": "application/json" });
    expect(init.keepalive).toBe(true);
    expect(init.body).toBe(JSON.stringify({ first_name: "Ann", client_rev: 3 }));
  });

  it("sends a delete without a body", async () => {
    const fetchMock = answer(200);
    const remove: PendingWrite = { ...write, write: { kind: "deleteItem", collection: "pharmacyResponses", id: "p1", client_rev: 4 } };
    expect(await createWriteSender(() => "tok", ids)(remove)).toBe("ok");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, init.body]).toEqual(["/api/surveyContents/medicare/c1/pharmacyResponses/p1?client_rev=4", "DELETE", null]);
    expect(init.headers).not.toHaveProperty("content-type");
  });

  it.each([500, 503, 408, 429])("retries after %i", async (status) => {
    answer(status);
    expect(await createWriteSender(() => "tok", ids)(write)).toBe("retry");
  });

  it.each([400, 401, 404, 422])("gives up after %i", async (status) => {
    answer(status);
    expect(await createWriteSender(() => "tok", ids)(write)).toBe("refused");
  });

  it("says the survey is closed when it was already submitted, and expired when its session ended", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(problem(409, "SURVEY_ALREADY_SUBMITTED"), { status: 409 })),
    );
    expect(await createWriteSender(() => "tok", ids)(write)).toBe("closed");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(problem(401, "SURVEY_SESSION_EXPIRED"), { status: 401 })),
    );
    expect(await createWriteSender(() => "tok", ids)(write)).toBe("expired");
  });

  it("retries when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await createWriteSender(() => "tok", ids)(write)).toBe("retry");
  });

  it("retries when the server does not answer in time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      ),
    );
    expect(await createWriteSender(() => "tok", ids, 10)(write)).toBe("retry");
  });

  it("does not send without a token", async () => {
    const fetchMock = answer(200);
    expect(await createWriteSender(() => null, ids)(write)).toBe("refused");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
