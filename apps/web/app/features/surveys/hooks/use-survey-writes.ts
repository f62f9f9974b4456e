import type { TItemCollection, TSurveyResponse } from "@planready/contracts/surveys/responses";
import { useCallback, useEffect, useRef, useState } from "react";
import { applyContentPatch, applyWrite, applyWrites } from "../lib/apply-write";
import { newId } from "../lib/new-id";
import { createRevisionClock, type SaveQueue } from "../lib/save-queue";
import { writeUnsentAnswers } from "../lib/survey-device-copy";
import type { TContentPatch, TItemDraft, TListCollection, TQueuedWrite, TSurveyWrite } from "../lib/survey-writes";

/** How long typing may pause before the answers of a screen are queued (Next and leaving the page queue at once). */
export const SAVE_DEBOUNCE_MS = 400;

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

  const [nextRev] = useState(() => {
    const floor = Math.max(initial.client_rev, initial.survey_content.client_rev);
    return createRevisionClock(() => Math.max(Date.now(), floor + 1));
  });

  /** Any survey write: shown at once, queued for the server. */
  const write = useCallback(
    (next: TSurveyWrite) => {
      responseRef.current = applyWrite(responseRef.current, next);
      setResponse(responseRef.current);
      void queue.enqueue(next).catch(() => undefined);
    },
    [queue],
  );

  /** Writes already queued on this device (read after the first render): shown, not queued again. */
  const applyKept = useCallback((kept: readonly TQueuedWrite[]) => {
    responseRef.current = applyWrites(responseRef.current, kept);
    setResponse(responseRef.current);
  }, []);

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
      .enqueue({ kind: "content", patch, client_rev: nextRev() })
      .catch(() => undefined)
      .finally(() => {
        storing.current = storing.current.filter((item) => item !== patch);
        keepUnsent();
      });
  }, [queue, nextRev, keepUnsent]);

  const save = useCallback(
    (patch: TContentPatch, options?: { immediate?: boolean }) => {
      responseRef.current = applyContentPatch(responseRef.current, patch);
      setResponse(responseRef.current);
      pendingPatch.current = { ...pendingPatch.current, ...patch };
      keepUnsent();
      if (timer.current) clearTimeout(timer.current);
      if (options?.immediate) flushPatch();
      else timer.current = setTimeout(flushPatch, SAVE_DEBOUNCE_MS);
    },
    [flushPatch, keepUnsent],
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
    (collection: TListCollection, item: TItemDraft) => write({ kind: "putItem", collection, item, client_rev: nextRev() }),
    [write, nextRev],
  );
  const deleteItem = useCallback(
    (collection: TItemCollection, id: string) => write({ kind: "deleteItem", collection, id, client_rev: nextRev() }),
    [write, nextRev],
  );
  const deleteAll = useCallback(
    (collection: TListCollection) => write({ kind: "deleteAll", collection, client_rev: nextRev() }),
    [write, nextRev],
  );

  return { response, responseRef, save, saveItem, deleteItem, deleteAll, write, flushPatch, nextRev, newId, applyKept };
}
