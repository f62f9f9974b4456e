import type { TSurveyResponse } from "@planready/contracts/surveys/responses";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyWrites } from "./apply-write";
import { createMemoryStore, type PendingWrite } from "./pending-writes";
import { createSaveQueue } from "./save-queue";
import { createWriteSender } from "./send-write";
import { surveyIds } from "./survey-writes";

const RESPONSE = "11111111-1111-4111-8111-111111111111";
const CONTENT = "22222222-2222-4222-8222-222222222222";
const content = `/api/surveyContents/medicare/${CONTENT}`;

const base = {
  id: RESPONSE,
  survey_type: "medicare",
  status: "in_progress",
  current_question: "name",
  survey_content: { id: CONTENT, first_name: null, last_name: null, pharmacy_responses: [] },
} as unknown as TSurveyResponse;

/** A row as the queue stored it before writes were typed (it may still be in a client's IndexedDB after a deploy). */
const legacyRow = (seq: number, row: { method: string; path: string; body?: Record<string, unknown>; key: string; merge: boolean }) =>
  ({ seq, responseId: RESPONSE, queuedAt: 1, ...row }) as unknown as PendingWrite;

describe("writes queued in the earlier shape", () => {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let status = 200;
  beforeEach(() => {
    calls.length = 0;
    status = 200;
    vi.stubGlobal("window", {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(init.body as string) : null });
        return new Response("{}", { status });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function open(store = createMemoryStore()) {
    const queue = createSaveQueue({
      responseId: RESPONSE,
      store,
      send: createWriteSender(() => "tok", surveyIds(base)),
      setTimer: () => undefined,
    });
    return { store, queue };
  }

  it("are shown on the page and reach the server as they were queued", async () => {
    const { store, queue } = open();
    await store.put(
      legacyRow(1, { key: "content", method: "PUT", path: content, body: { first_name: "Ann", client_rev: 5 }, merge: true }),
    );
    await store.put(
      legacyRow(2, {
        key: "item:p",
        method: "POST",
        path: `${content}/pharmacyResponses`,
        body: { id: "p1", name: "CVS", client_rev: 6 },
        merge: false,
      }),
    );
    await store.put(legacyRow(3, { key: "odd", method: "PUT", path: "/api/some/route", body: { x: 1 }, merge: false }));

    const shown = applyWrites(
      base,
      (await store.list(RESPONSE)).map((row) => row.write),
    );
    expect(shown.survey_content.first_name).toBe("Ann");
    expect(shown.survey_content.pharmacy_responses).toEqual([{ id: "p1", name: "CVS", survey_content_id: CONTENT }]);

    await queue.init();
    await queue.flush();
    expect(calls).toEqual([
      { url: content, method: "PUT", body: { first_name: "Ann", client_rev: 5 } },
      { url: `${content}/pharmacyResponses`, method: "POST", body: { id: "p1", name: "CVS", client_rev: 6 } },
      // Not understood: sent exactly as queued, never dropped.
      { url: "/api/some/route", method: "PUT", body: { x: 1 } },
    ]);
    expect(await queue.pending()).toEqual([]);
    expect(queue.status()).toBe("saved");
  });

  it("still absorb a newer edit of the same answers while they wait", async () => {
    status = 503;
    const { store, queue } = open();
    await store.put(
      legacyRow(1, { key: "content", method: "PUT", path: content, body: { first_name: "Ann", client_rev: 5 }, merge: true }),
    );
    await queue.init();
    await queue.flush();
    expect(queue.status()).toBe("offline");
    await queue.enqueue({ kind: "content", patch: { last_name: "Lee" }, client_rev: 7 });
    const pending = await queue.pending();
    expect(pending.map((row) => row.write)).toEqual([{ kind: "content", patch: { first_name: "Ann", last_name: "Lee" }, client_rev: 7 }]);
    status = 200;
    await queue.flush();
    expect(calls.at(-1)).toEqual({ url: content, method: "PUT", body: { first_name: "Ann", last_name: "Lee", client_rev: 7 } });
    expect(await queue.pending()).toEqual([]);
  });
});
