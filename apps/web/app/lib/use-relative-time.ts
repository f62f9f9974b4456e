import { relativeTime } from "@planready/contracts/relative-time";
import { useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/react";

/** How often a page that shows relative times draws them again. */
const TICK_MS = 30_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One timer for every relative time on the page, running only while one is shown. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time now, rounded down to the tick: the same value for every call within a tick, as React requires. */
const tickNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/**
 * Relative time ("just now", "5 mins ago"…) in the page's language, drawn again every 30 seconds while the
 * page stays open, so "just now" becomes "1 min ago" without a reload. The words are the shell's (every signed-in
 * page has them).
 */
export function useRelativeTime(): (iso: string) => string {
  const { t } = useTranslation("shell");
  const now = useSyncExternalStore(subscribe, tickNow, tickNow);
  return (iso: string) => {
    const value = relativeTime(iso, new Date(now));
    return value.unit === "now" ? t("time.now") : t(`time.${value.unit}`, { count: value.count });
  };
}
