import { createContext, use } from "react";

/**
 * Whether the screen about to mount should take the focus: yes after a move (Next, Back, the browser's Back),
 * no on the page's first paint (focus must not jump while a page loads).
 */
export type TSurveyFocus = { consumeFocusRequest: () => boolean };

export const SurveyFocusContext = createContext<TSurveyFocus>({ consumeFocusRequest: () => false });

export function useSurveyFocus(): TSurveyFocus {
  return use(SurveyFocusContext);
}

/** One request shared by the runtime (which makes it for the screen shown) and that screen (which takes it once). */
export function createFocusRequests() {
  let pending: string | null = null;
  return {
    request: (screen: string) => {
      pending = screen;
    },
    consumeFocusRequest: () => {
      const was = pending !== null;
      pending = null;
      return was;
    },
  };
}
