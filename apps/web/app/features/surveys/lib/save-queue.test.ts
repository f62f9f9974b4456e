import { describe, expect, it, vi } from "vitest";
import { createMemoryStore, type PendingWrite } from "./pending-writes";
import { createRevisionClock, createSaveQueue, type SendResult } from "./save-queue";
import type { TSurveyWrite } from "./survey-writes";

function setup(results: SendResult[] = []) {
  const store = createMemoryStore();
  const sent: PendingWrite[] = [];
  const statuses: string[] = [];
  const timers: (() => void)[] = [];
  const send = vi.fn(async (write: PendingWrite) => {
    sent.push(structuredClone(write));
    return results.shift() ?? "ok";
  });
  const queue = createSaveQueue({
    responseId: "r1",
    store,
    send,
    onStatus: (s) => statuses.push(s),
    setTimer: (fn) => timers.push(fn),
  });
  return { store, sent, statuses, timers, queue, send };
}

/** A content write as the survey makes it: some answers and their revision. */
const content = ({ client_rev, ...patch }: Record<string, unknown> & { client_rev: number }): TSurveyWrite => ({
  kind: "content",
  patch,
  client_rev,
});
/** What a content write holds, in the shape the tests compare. */
const answers = (write: PendingWrite | undefined) =>
  write?.write.kind === "content" ? { ...write.write.patch, client_rev: write.write.client_rev } : write?.write;

describe("save queue", () => {
  it("sends a write and reports saved only after the server confirmed it", async () => {
    const { queue, sent, statuses } = setup();
    await queue.enqueue(content({ first_name: "Ann", client_rev: 1 }));
    expect(sent).toHaveLength(1);
    expect(statuses).toEqual(["saving", "saved"]);
    expect(await queue.pending()).toEqual([]);
  });

  it("keeps a write that failed for the network and retries it later, exactly once on success", async () => {
    const { queue, sent, statuses, timers } = setup(["retry"]);
    await queue.enqueue(content({ first_name: "Ann", client_rev: 1 }));
    expect(statuses.at(-1)).toBe("offline");
    expect(await queue.pending()).toHaveLength(1);
    timers.shift()?.();
    await queue.flush();
    expect(sent).toHaveLength(2);
    expect(await queue.pending()).toEqual([]);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("merges edits made while offline into one write with the newest revision", async () => {
    const { queue, sent } = setup(["retry", "retry", "retry"]);
    await queue.enqueue(content({ first_name: "Ann", client_rev: 1 }));
    await queue.enqueue(content({ last_name: "Lee", client_rev: 2 }));
    const [pending] = await queue.pending();
    expect(answers(pending)).toEqual({ first_name: "Ann", last_name: "Lee", client_rev: 2 });
    expect(answers(sent.at(-1))).toEqual({ first_name: "Ann", last_name: "Lee", client_rev: 2 });
  });

  it("keeps every edit when several merge into the pending write at the same moment", async () => {
    const { queue, sent } = setup(["retry", "retry", "retry", "retry"]);
    await queue.enqueue(content({ height_feet: 5, client_rev: 1 }));
    // Two fields chosen in one breath (e.g. a member's coverage and its kind): neither may overwrite the other.
    await Promise.all([
      queue.enqueue(content({ height_inches: 66, client_rev: 2 })),
      queue.enqueue(content({ weight_lbs: 150, client_rev: 3 })),
    ]);
    const [pending] = await queue.pending();
    expect(answers(pending)).toEqual({ height_feet: 5, height_inches: 66, weight_lbs: 150, client_rev: 3 });
    expect(answers(sent.at(-1))).toMatchObject({ height_inches: 66, weight_lbs: 150 });
  });

  it("an edit made while a write is on its way is sent after it, never lost with it", async () => {
    const store = createMemoryStore();
    const sent: PendingWrite[] = [];
    let release: (result: SendResult) => void = () => {};
    const send = vi.fn(async (write: PendingWrite) => {
      sent.push(structuredClone(write));
      if (sent.length === 1) return new Promise<SendResult>((resolve) => (release = resolve));
      return "ok" as const;
    });
    const queue = createSaveQueue({ responseId: "r1", store, send });
    const first = queue.enqueue(content({ first_name: "Ann", client_rev: 1 }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const second = queue.enqueue(content({ last_name: "Lee", client_rev: 2 }));
    release("ok");
    await Promise.all([first, second]);
    await queue.flush();
    expect(sent.map(answers)).toEqual([
      { first_name: "Ann", client_rev: 1 },
      { last_name: "Lee", client_rev: 2 },
    ]);
    expect(await queue.pending()).toEqual([]);
  });

  it("never reorders: a write for another key in between stops merging", async () => {
    const { queue } = setup(["retry", "retry", "retry", "retry"]);
    await queue.enqueue(content({ first_name: "Ann", client_rev: 1 }));
    await queue.enqueue({ kind: "putItem", collection: "pharmacyResponses", item: { id: "p1" }, client_rev: 2 });
    await queue.enqueue(content({ last_name: "Lee", client_rev: 3 }));
    expect((await queue.pending()).map((w) => w.write.kind)).toEqual(["content", "putItem", "content"]);
  });

  it("survives a reload: a new queue over the same store sends what was pending", async () => {
    const first = setup(["retry"]);
    await first.queue.enqueue(content({ first_name: "Ann", client_rev: 1 }));
    const sent: PendingWrite[] = [];
    const reopened = createSaveQueue({ responseId: "r1", store: first.store, send: async (w) => (sent.push(w), "ok") });
    await reopened.init();
    await reopened.flush();
    expect(sent.map(answers)).toEqual([{ first_name: "Ann", client_rev: 1 }]);
    expect(await reopened.pending()).toEqual([]);
  });

  it("drops a write the server refused, reports it, and goes on with the next", async () => {
    const refused: PendingWrite[] = [];
    const store = createMemoryStore();
    const results: SendResult[] = ["refused", "ok"];
    const queue = createSaveQueue({
      responseId: "r1",
      store,
      send: async () => results.shift() ?? "ok",
      onRefused: (w) => refused.push(w),
    });
    await queue.enqueue({ kind: "putItem", collection: "pharmacyResponses", item: { id: "a", bad: true }, client_rev: 1 });
    await queue.enqueue({ kind: "putItem", collection: "pharmacyResponses", item: { id: "b" }, client_rev: 2 });
    expect(refused.map((w) => (w.write.kind === "putItem" ? w.write.item.id : null))).toEqual(["a"]);
    expect(await queue.pending()).toEqual([]);
  });

  it("drops writes that reach a submitted survey, once each, and still reports saved", async () => {
    const results: SendResult[] = ["ok", "closed", "closed"];
    const { queue, sent, statuses } = setup(results);
    await queue.enqueue({ kind: "submit", client_rev: 1 });
    await queue.enqueue(content({ first_name: "Ann", client_rev: 2 }));
    await queue.enqueue({ kind: "deleteItem", collection: "pharmacyResponses", id: "p1", client_rev: 3 });
    expect(sent).toHaveLength(3);
    expect(await queue.pending()).toEqual([]);
    expect(statuses.at(-1)).toBe("saved");
    await queue.flush();
    expect(sent).toHaveLength(3);
  });

  it("drops every queued write when the survey's session expired, and says so once", async () => {
    const store = createMemoryStore();
    let expired = 0;
    let calls = 0;
    const queue = createSaveQueue({
      responseId: "r1",
      store,
      send: async () => {
        calls++;
        return "expired";
      },
      onExpired: () => expired++,
      setTimer: () => undefined,
    });
    await store.put({ seq: 1, responseId: "r1", queuedAt: 0, write: content({ first_name: "Ann", client_rev: 1 }) });
    await store.put({
      seq: 2,
      responseId: "r1",
      queuedAt: 0,
      write: { kind: "deleteAll", collection: "pharmacyResponses", client_rev: 2 },
    });
    await queue.init();
    await queue.flush();
    expect([calls, expired]).toEqual([1, 1]);
    expect(await queue.pending()).toEqual([]);
    expect(queue.status()).toBe("error");
  });

  it("treats a thrown send (fetch failed) as a retry", async () => {
    const store = createMemoryStore();
    const queue = createSaveQueue({
      responseId: "r1",
      store,
      send: () => Promise.reject(new TypeError("Failed to fetch")),
      setTimer: () => undefined,
    });
    await queue.enqueue(content({ first_name: "Ann", client_rev: 1 }));
    expect(queue.status()).toBe("offline");
    expect(await queue.pending()).toHaveLength(1);
  });
});

describe("revision clock", () => {
  it("always increases, even within one millisecond or if the clock goes back", () => {
    let t = 1000;
    const next = createRevisionClock(() => t);
    const a = next();
    const b = next();
    t = 900;
    const c = next();
    expect(a).toBe(1000);
    expect(b).toBe(1001);
    expect(c).toBe(1002);
  });
  it("sends a write stored while a flush was finding the queue empty, and only then says saved", async () => {
    const store = createMemoryStore();
    const sent: PendingWrite[] = [];
    const statuses: string[] = [];
    // The drain's "what is pending?" answers late, after the next write has landed (an IndexedDB read sees the
    // store as it was when it started).
    let stallNext: Promise<void> | null = null;
    const list = store.list.bind(store);
    store.list = async (id) => {
      const stall = stallNext;
      stallNext = null;
      const snapshot = await list(id);
      if (stall) await stall;
      return snapshot;
    };
    const queue = createSaveQueue({ responseId: "r1", store, send: async (w) => (sent.push(w), "ok"), onStatus: (s) => statuses.push(s) });
    let release!: () => void;
    stallNext = new Promise((resolve) => (release = resolve));
    const flushing = queue.flush();
    const enqueued = queue.enqueue(content({ last_name: "Lee", client_rev: 2 }));
    // The write waits for the drain's read to finish (one store change at a time), then is sent.
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all([flushing, enqueued]);
    expect(sent.map(answers)).toEqual([{ last_name: "Lee", client_rev: 2 }]);
    expect(await queue.pending()).toEqual([]);
    expect(statuses.at(-1)).toBe("saved");
  });
});
