import { useCallback, useSyncExternalStore } from "react";
import { readColorMode, writeColorMode, type TColorMode } from "../../../lib/color-mode";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The remembered colour mode (light by default). The server always renders "light"; React swaps in the
 * stored value after hydration, while the <head> script has already painted the right colours.
 */
export function useColorMode(): [TColorMode, (mode: TColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, readColorMode, () => "light" as const);
  const setMode = useCallback((next: TColorMode) => {
    writeColorMode(next);
    for (const listener of listeners) listener();
  }, []);
  return [mode, setMode];
}
