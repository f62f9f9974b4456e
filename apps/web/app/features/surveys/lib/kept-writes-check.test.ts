import { afterEach, describe, expect, it, vi } from "vitest";
import { KEPT_WRITES_CHECK } from "./kept-writes-check";

/** The check as the page's inline loader runs it, in a page at `url` with this device's storage. */
function runCheck(url: string, storage: { unsent?: string[]; queued?: Record<string, number>; database?: boolean }) {
  const now = vi.fn();
  const { pathname, search } = new URL(url, "https://planready.test");
  const opened: { aborted: boolean; closed: boolean } = { aborted: false, closed: false };
  const indexedDB = {
    open: () => {
      const request: Record<string, unknown> = {};
      queueMicrotask(() => {
        if (!storage.database) {
          (request as { transaction: unknown }).transaction = { abort: () => (opened.aborted = true) };
          (request.onupgradeneeded as () => void)();
          return;
        }
        request.result = {
          close: () => (opened.closed = true),
          transaction: () => ({
            objectStore: () => ({
              index: (name: string) => ({
                count: (id: string) => {
                  const counting: Record<string, unknown> = {};
                  queueMicrotask(() => {
                    counting.result = name === "byResponse" ? (storage.queued?.[id] ?? 0) : 0;
                    (counting.onsuccess as () => void)();
                  });
                  return counting;
                },
              }),
            }),
          }),
        };
        (request.onsuccess as () => void)();
      });
      return request;
    },
  };
  const localStorage = {
    getItem: (key: string) => (storage.unsent?.some((id) => key === `planready:survey-unsent:${id}`) ? "{}" : null),
  };
  vi.stubGlobal("window", { indexedDB });
  vi.stubGlobal("indexedDB", indexedDB);
  vi.stubGlobal("localStorage", localStorage);
  vi.stubGlobal("location", { pathname, search });
  // oxlint-disable-next-line typescript/no-implied-eval -- the page runs this source as it is
  new Function("now", `(${KEPT_WRITES_CHECK})(now)`)(now);
  return { now, opened, settled: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

afterEach(() => vi.unstubAllGlobals());

describe("KEPT_WRITES_CHECK", () => {
  it("hydrates at once when answers typed in the last moments are kept for the survey in the address", () => {
    expect(runCheck("/grace?surveyResponseId=r1&screen=address", { unsent: ["r1"] }).now).toHaveBeenCalledOnce();
  });

  it("hydrates at once when the write queue holds writes of the survey (a /survey/{id} address too)", async () => {
    const check = runCheck("/survey/r2?screen=email", { database: true, queued: { r2: 2 } });
    await check.settled();
    expect(check.now).toHaveBeenCalledOnce();
    expect(check.opened.closed).toBe(true);
  });

  it("waits for the client when nothing of the survey is kept, and creates no database", async () => {
    const otherSurvey = runCheck("/grace?surveyResponseId=r3", { database: true, unsent: ["r9"], queued: { r9: 1 } });
    await otherSurvey.settled();
    expect(otherSurvey.now).not.toHaveBeenCalled();
    const noDatabase = runCheck("/grace?surveyResponseId=r3", {});
    await noDatabase.settled();
    expect(noDatabase.now).not.toHaveBeenCalled();
    expect(noDatabase.opened.aborted).toBe(true);
  });

  it("cannot end the inline script it is written into", () => {
    expect(KEPT_WRITES_CHECK).not.toContain("<");
  });
});
