import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { lookupQueryOptions, type TLookupKind, type TLookupParams, type TLookupResults } from "../api/search-lookups";
import { FieldError } from "./inputs";
import {
  closedCombobox,
  comboboxOptions,
  comboboxReducer,
  searchTerm,
  type TComboboxOption,
  type TDescribed,
} from "./lookup-combobox-state";

export type TLookupChoice<T> = { kind: "result"; result: T } | { kind: "typed"; text: string };

export type LookupComboboxProps<K extends TLookupKind> = {
  kind: K;
  /** ZIP or state that ranks or narrows the results. */
  params?: TLookupParams;
  label: string;
  description?: string;
  errorMessage?: string | null;
  /** The text in the box: the item's name, so whatever is typed is kept even if no option is chosen. */
  value: string;
  onChange: (text: string) => void;
  onSelect: (choice: TLookupChoice<TLookupResults[K]>) => void;
  describe: (result: TLookupResults[K]) => TDescribed;
  minChars?: number;
  /** Milliseconds of quiet typing before searching. */
  debounceMs?: number;
  /** The item field's limit (the API refuses longer text). */
  maxLength?: number;
};

const NO_RESULTS: never[] = [];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A search box over a directory look-up, after the ARIA 1.2 combobox pattern (list autocomplete, no automatic
 * selection): the focus stays in the text box, arrows move through the options (aria-activedescendant), Enter
 * picks, Escape closes. The last option is always the typed text itself ("Use “…”"), and the text stays the
 * answer even when nothing is picked: a look-up that finds nothing, fails or is unavailable never blocks the client
 * (who is then told, under the box, to type it as they know it). Picking a result says `kind: "result"`, which the
 * editors store as the registry's record (`verified: true`); anything typed is `verified: false`.
 */
export function LookupCombobox<K extends TLookupKind>(props: LookupComboboxProps<K>) {
  const {
    kind,
    params = {},
    label,
    description,
    errorMessage,
    value,
    onChange,
    onSelect,
    describe,
    minChars = 2,
    debounceMs = 250,
  } = props;
  const { t } = useTranslation("surveys");
  const baseId = useId();
  const ids = {
    input: `${baseId}-input`,
    list: `${baseId}-list`,
    desc: `${baseId}-desc`,
    error: `${baseId}-error`,
    status: `${baseId}-status`,
    unavailable: `${baseId}-unavailable`,
  };
  const [state, dispatch] = useReducer(comboboxReducer, closedCombobox);
  const listRef = useRef<HTMLUListElement>(null);

  const typedTerm = searchTerm(value, minChars);
  const term = useDebounced(typedTerm, debounceMs);
  const search = useQuery({
    ...lookupQueryOptions(kind, term ?? "", params),
    enabled: term !== null && state.open,
    placeholderData: keepPreviousData,
  });
  const results = term !== null && search.data ? search.data.results : NO_RESULTS;
  const options: TComboboxOption<TLookupResults[K]>[] = useMemo(
    () => comboboxOptions(results, value, describe),
    [results, value, describe],
  );

  // New results put other options under the active index: none stays active (adjusted while rendering, as
  // React recommends for state derived from props, rather than in an effect one frame late).
  const optionKeys = options.map((option) => option.key).join("\n");
  const [seenKeys, setSeenKeys] = useState(optionKeys);
  if (seenKeys !== optionKeys) {
    setSeenKeys(optionKeys);
    dispatch({ type: "optionsChanged" });
  }
  useEffect(() => {
    if (state.active < 0) return;
    listRef.current?.querySelector(`[data-index="${state.active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [state.active]);

  const searching = typedTerm !== null && (term !== typedTerm || search.isFetching);
  // The registry could not be asked (the server says so), or the server could not be reached: the client types it in.
  const failed = term !== null && !search.isFetching && (search.isError || search.data?.unavailable === true);
  const found = options.length - (value.trim() ? 1 : 0);
  let status = "";
  if (value.trim().length > 0 && value.trim().length < minChars) status = t("lists.lookup.typeMore", { count: minChars });
  else if (searching) status = t("lists.lookup.searching");
  else if (failed) status = t("lists.lookup.failed");
  else if (term !== null && search.isSuccess && !search.isPlaceholderData)
    status = found === 0 ? t("lists.lookup.none") : t("lists.lookup.found", { count: found });

  function choose(option: TComboboxOption<TLookupResults[K]>) {
    dispatch({ type: "close" });
    onSelect(option.kind === "result" ? { kind: "result", result: option.result } : { kind: "typed", text: option.text });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        dispatch({ type: "down", count: options.length, altKey: event.altKey });
        return;
      case "ArrowUp":
        event.preventDefault();
        dispatch({ type: "up", count: options.length });
        return;
      case "Escape":
        if (state.open) {
          event.preventDefault();
          dispatch({ type: "close" });
        }
        return;
      case "Enter": {
        // Enter never submits the survey screen from here: it picks the active option, or keeps the typed text.
        const option = state.open && state.active >= 0 ? options[state.active] : options.at(-1);
        if (option || state.open) event.preventDefault();
        if (option) choose(option);
        return;
      }
      case "Tab":
        dispatch({ type: "close" });
        return;
    }
  }

  const expanded = state.open && (options.length > 0 || status !== "");
  const describedBy =
    [description ? ids.desc : null, failed ? ids.unavailable : null, errorMessage ? ids.error : null].filter(Boolean).join(" ") ||
    undefined;

  return (
    <div className="mt-6">
      <label htmlFor={ids.input} className="block text-lg font-semibold text-slate-900">
        {label}
      </label>
      {description ? (
        <p id={ids.desc} className="mt-1 text-base text-slate-700">
          {description}
        </p>
      ) : null}
      <div className="relative mt-2">
        <input
          id={ids.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={expanded && state.active >= 0 ? `${ids.list}-${state.active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={errorMessage ? true : undefined}
          autoComplete="off"
          maxLength={props.maxLength ?? 200}
          autoCapitalize="words"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            dispatch({ type: "typed" });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => dispatch({ type: "close" })}
          onClick={() => {
            if (!state.open && value.trim()) dispatch({ type: "typed" });
          }}
          className="block min-h-14 w-full min-w-0 rounded-xl border-2 border-slate-500 bg-white px-4 text-lg text-slate-900 aria-[invalid=true]:border-red-700 focus-visible:border-[var(--survey-outline)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]"
        />
        <div
          className={
            expanded
              ? "absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border-2 border-slate-500 bg-white shadow-lg"
              : "hidden"
          }
        >
          {status ? <p className="border-b border-slate-300 px-4 py-2 text-base text-slate-700">{status}</p> : null}
          {/* The ARIA 1.2 combobox pattern: a native <select> or <datalist> cannot show the detail lines or be styled large. */}
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role, jsx-a11y/prefer-tag-over-role */}
          <ul id={ids.list} ref={listRef} role="listbox" aria-label={label} className="max-h-80 overflow-y-auto">
            {options.map((option, index) => (
              // Keyboard use goes through the text box (aria-activedescendant); the mouse and touch pick here.
              // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.key}
                id={`${ids.list}-${index}`}
                data-index={index}
                // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role, jsx-a11y/prefer-tag-over-role
                role="option"
                aria-selected={state.active === index}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => state.active !== index && dispatch({ type: "hover", index })}
                onClick={() => choose(option)}
                className={`flex min-h-14 cursor-pointer flex-col justify-center px-4 py-2 text-lg ${
                  state.active === index ? "bg-[var(--survey-light)] outline-3 -outline-offset-3 outline-[var(--survey-outline)]" : ""
                } ${option.kind === "typed" ? "border-t border-slate-300" : ""}`}
              >
                {option.kind === "typed" ? (
                  <span className="font-medium text-slate-900">{t("lists.lookup.useTyped", { text: option.text })}</span>
                ) : (
                  <>
                    <span className="font-medium text-slate-900">{option.label}</span>
                    {option.detail ? <span className="text-base text-slate-700">{option.detail}</span> : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <output id={ids.status} className="sr-only">
        {state.open ? status : ""}
      </output>
      {failed ? (
        // Stays under the box once the list closes: what is typed is kept, marked for the agent as not checked.
        <p id={ids.unavailable} className="mt-2 rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-lg text-slate-900">
          {t("lists.lookup.typeItIn")}
        </p>
      ) : null}
      {errorMessage ? <FieldError id={ids.error}>{errorMessage}</FieldError> : null}
    </div>
  );
}
