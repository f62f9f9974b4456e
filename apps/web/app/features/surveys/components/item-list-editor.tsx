import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { itemButton } from "./item-list";

export type ItemEditorProps = {
  heading: string;
  children: ReactNode;
  /** Check the draft and close when it is fine; false when it is not (the first invalid field then takes the focus). */
  onDone: () => boolean | void;
  /** Shown for a new item: leaves without keeping it. */
  onCancel?: (() => void) | undefined;
};

/**
 * The box in which one item is added or edited, in place in the list. Its heading takes the focus when it opens.
 * Enter in a one-line field means "Done" (not "next screen", which is what the surrounding form would do).
 */
export function ItemEditor({ heading, children, onDone, onCancel }: ItemEditorProps) {
  const { t } = useTranslation("surveys");
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const done = () => {
    if (onDone() !== false) return;
    // After the errors render: the first invalid field takes the focus, so its error is read with it.
    setTimeout(() => sectionRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(), 0);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || event.isDefaultPrevented() || target.tagName !== "INPUT") return;
    const type = (target as HTMLInputElement).type;
    if (type === "checkbox" || type === "radio") return;
    event.preventDefault();
    done();
  }

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter from the fields inside
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="rounded-xl border-2 border-[var(--survey-outline)] bg-white p-4"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        {heading}
      </h2>
      {children}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={itemButton.primary} onClick={done}>
          {t("lists.item.done")}
        </button>
        {onCancel ? (
          <button type="button" className={itemButton.secondary} onClick={onCancel}>
            {t("lists.item.cancel")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

export type TItemDraftOptions<T> = {
  initial: T;
  /** Whether the draft may be saved yet (its required name is there). */
  canSave: (draft: T) => boolean;
  save: (draft: T) => void;
  /** Quiet time before an edit is saved. */
  delayMs?: number;
};

/**
 * An item being typed, saved as it is typed: a short pause, leaving the editor, or leaving the screen writes it
 * through the save queue, so nothing typed is lost even if the editor is never closed.
 */
export function useItemDraft<T>({ initial, canSave, save, delayMs = 700 }: TItemDraftOptions<T>) {
  const [draft, setDraft] = useState(initial);
  const latest = useRef(initial);
  const dirty = useRef(false);
  const saved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ canSave, save });
  useLayoutEffect(() => {
    callbacks.current = { canSave, save };
  });

  const flush = () => {
    clearTimeout(timer.current);
    if (!dirty.current || !callbacks.current.canSave(latest.current)) return;
    dirty.current = false;
    saved.current = true;
    callbacks.current.save(latest.current);
  };

  // Leaving the editor or the screen saves what was typed; flush reads only refs, so the first one is current.
  // oxlint-disable-next-line react/exhaustive-effect-dependencies
  useEffect(() => () => flush(), []);

  return {
    draft,
    update: (patch: Partial<T>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      dirty.current = true;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    flush,
    /** Whether some version of this draft reached the save queue. */
    wasSaved: () => saved.current,
    /** Stop saving (the client cancelled a new item). */
    discard: () => {
      clearTimeout(timer.current);
      dirty.current = false;
    },
  };
}
