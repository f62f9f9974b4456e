/**
 * The pure part of the look-up combobox (ARIA 1.2 "list autocomplete without automatic selection"): which option
 * is active, whether the list is open, and the options themselves. The typed text is always the last option, so a
 * client can keep what they typed when the look-up finds nothing or fails.
 */

export type TComboboxState = {
  open: boolean;
  /** Index of the option with visual focus (aria-activedescendant); -1 when focus stays in the text box. */
  active: number;
};

export type TComboboxAction =
  | { type: "typed" }
  | { type: "down"; count: number; altKey?: boolean }
  | { type: "up"; count: number }
  | { type: "hover"; index: number }
  | { type: "close" }
  /** New results arrived: the option under the active index is another one now, so none stays active. */
  | { type: "optionsChanged" };

export const closedCombobox: TComboboxState = { open: false, active: -1 };

/** Arrow keys wrap around (APG); Alt+Down opens the list without moving into it. */
export function comboboxReducer(state: TComboboxState, action: TComboboxAction): TComboboxState {
  switch (action.type) {
    case "typed":
      return { open: true, active: -1 };
    case "down":
      if (action.count === 0) return { open: true, active: -1 };
      if (!state.open) return { open: true, active: action.altKey ? -1 : 0 };
      return { open: true, active: (state.active + 1) % action.count };
    case "up":
      if (action.count === 0) return { open: true, active: -1 };
      if (!state.open || state.active <= 0) return { open: true, active: action.count - 1 };
      return { open: true, active: state.active - 1 };
    case "hover":
      return state.open ? { ...state, active: action.index } : state;
    case "close":
      return closedCombobox;
    case "optionsChanged":
      return state.active === -1 ? state : { ...state, active: -1 };
  }
}

export type TComboboxOption<T> =
  | { kind: "result"; key: string; label: string; detail?: string | undefined; result: T }
  | { kind: "typed"; key: "typed"; label: string; text: string };

export type TDescribed = { key: string; label: string; detail?: string | undefined };

/** Results a phone shows at once; the look-up returns more, the client can type more to narrow them. */
export const MAX_SHOWN_RESULTS = 8;

/** The look-up's results (at most MAX_SHOWN_RESULTS), then the typed text itself when there is any. */
export function comboboxOptions<T>(results: readonly T[], typed: string, describe: (result: T) => TDescribed): TComboboxOption<T>[] {
  const seen = new Set<string>();
  const options: TComboboxOption<T>[] = [];
  for (const result of results) {
    if (options.length >= MAX_SHOWN_RESULTS) break;
    const described = describe(result);
    // Two registry rows can describe the same place; one option each keeps the ids unique.
    if (seen.has(described.key)) continue;
    seen.add(described.key);
    options.push({ kind: "result", ...described, result });
  }
  const text = typed.trim();
  if (text) options.push({ kind: "typed", key: "typed", label: text, text });
  return options;
}

/** What the look-up should search for: the trimmed text when it is long enough, else null (no request). */
export function searchTerm(typed: string, minChars: number): string | null {
  const text = typed.trim().replace(/\s+/g, " ");
  return text.length >= minChars ? text.slice(0, 60) : null;
}
