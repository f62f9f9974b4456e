import type { TItemCollection, TSurveyResponse } from "@planready/contracts/surveys/responses";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { applyWrite } from "../lib/apply-write";
import { newId } from "../lib/new-id";
import { createRevisionClock, type SaveQueue } from "../lib/save-queue";
import { surveyPaths } from "../lib/survey-paths";
import { writeUnsentAnswers } from "../lib/survey-device-copy";
import type { TContentPatch, TItemDraft, TRawWrite } from "../screens/screen-props";

/** How long typing may pause before the answers of a screen are queued (Next and leaving the page queue at once). */
export const SAVE_DEBOUNCE_MS = 400;

type TQueued = { key: string; method: "POST" | "PUT" | "DELETE"; path: string; body?: Record<string, unknown>; merge: boolean };

/**
 * Every survey write of a running survey. Each one is applied to what the page shows at once (applyWrite) and
 * queued for the server (save-queue: IndexedDB first, then sent in order, retried until confirmed). Field edits
 * are gathered for SAVE_DEBOUNCE_MS and sent as one write; each write carries a fresh client_rev that keeps
 * increasing across reloads, above any rev the server has seen.
 */
export function useSurveyWrites(initial: TSurveyResponse, queue: SaveQueue) {
  const [response, setResponse] = useState(initial);
  // What the page shows, ahead of React's render: moves read it right after an answer changed.
  const responseRef = useRef(response);
  const paths = useMemo(() => surveyPaths(initial), [initial]);

  const [nextRev] = useState(() => {
    const floor = Math.max(initial.client_rev, initial.survey_content.client_rev);
    return createRevisionClock(() => Math.max(Date.now(), floor + 1));
  });

  const apply = useCallback((write: { method: string; path: string; body?: Record<string, unknown> }) => {
    responseRef.current = applyWrite(responseRef.current, write);
    setResponse(responseRef.current);
  }, []);

  const queueWrite = useCallback(
    (write: TQueued) => {
      void queue.enqueue(write).catch(() => undefined);
    },
    [queue],
  );

  /** Response and content writes: applied here, queued with a fresh client_rev. */
  const enqueue = useCallback(
    (write: Omit<TQueued, "body"> & { body: Record<string, unknown> }) => {
      apply(write);
      queueWrite({ ...write, body: { ...write.body, client_rev: nextRev() } });
    },
    [apply, queueWrite, nextRev],
  );

  // Field edits not queued yet (debounced) and those on their way into IndexedDB: both are also kept in
  // localStorage, synchronously, until IndexedDB holds them, so closing the tab mid-typing loses nothing.
  const pendingPatch = useRef<TContentPatch>({});
  const storing = useRef<TContentPatch[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keepUnsent = useCallback(() => {
    writeUnsentAnswers(initial.id, Object.assign({}, ...storing.current, pendingPatch.current) as Record<string, unknown>);
  }, [initial.id]);

  const flushPatch = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const patch = pendingPatch.current;
    if (Object.keys(patch).length === 0) return;
    pendingPatch.current = {};
    storing.current = [...storing.current, patch];
    void queue
      .enqueue({ key: "content", method: "PUT", path: paths.content, body: { ...patch, client_rev: nextRev() }, merge: true })
      .catch(() => undefined)
      .finally(() => {
        storing.current = storing.current.filter((item) => item !== patch);
        keepUnsent();
      });
  }, [queue, paths.content, nextRev, keepUnsent]);

  const save = useCallback(
    (patch: TContentPatch, options?: { immediate?: boolean }) => {
      apply({ method: "PUT", path: paths.content, body: patch });
      pendingPatch.current = { ...pendingPatch.current, ...patch };
      keepUnsent();
      if (timer.current) clearTimeout(timer.current);
      if (options?.immediate) flushPatch();
      else timer.current = setTimeout(flushPatch, SAVE_DEBOUNCE_MS);
    },
    [apply, flushPatch, paths.content, keepUnsent],
  );

  // A phone locks or the tab closes: what was typed in the last moments is queued now.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") flushPatch();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", flushPatch);
    const onOnline = () => void queue.flush();
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", flushPatch);
      window.removeEventListener("online", onOnline);
      flushPatch();
    };
  }, [flushPatch, queue]);

  const saveItem = useCallback(
    (collection: TItemCollection, item: TItemDraft) => {
      const body = { ...item, client_rev: nextRev() };
      apply({ method: "POST", path: paths.collection(collection), body });
      queueWrite({ key: `item:${collection}:${item.id}`, method: "POST", path: paths.collection(collection), body, merge: false });
    },
    [apply, queueWrite, nextRev, paths],
  );

  const deleteItem = useCallback(
    (collection: TItemCollection, id: string) => {
      const path = `${paths.item(collection, id)}?client_rev=${nextRev()}`;
      apply({ method: "DELETE", path });
      queueWrite({ key: `item:${collection}:${id}`, method: "DELETE", path, merge: false });
    },
    [apply, queueWrite, nextRev, paths],
  );

  const deleteAll = useCallback(
    (collection: TItemCollection) => {
      const path = `${paths.collection(collection)}?client_rev=${nextRev()}`;
      apply({ method: "DELETE", path });
      queueWrite({ key: `all:${collection}`, method: "DELETE", path, merge: false });
    },
    [apply, queueWrite, nextRev, paths],
  );

  const write = useCallback(
    (raw: TRawWrite) => {
      apply(raw);
      queueWrite({ key: raw.key, method: raw.method, path: raw.path, ...(raw.body ? { body: raw.body } : {}), merge: raw.merge ?? false });
    },
    [apply, queueWrite],
  );

  return { response, responseRef, paths, save, saveItem, deleteItem, deleteAll, write, enqueue, flushPatch, nextRev, newId };
}
