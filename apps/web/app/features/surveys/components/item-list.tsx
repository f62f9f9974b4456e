import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { primaryButton, secondaryButton } from "./buttons";

export type TItemSummary = { title: string; details?: readonly (string | null | undefined)[] };

export type ItemListProps<T extends { id: string }> = {
  /** The list's accessible name, e.g. "Prescriptions you added". */
  label: string;
  items: readonly T[];
  describe: (item: T) => TItemSummary;
  /** Shown when nothing was added yet. */
  emptyText: string;
  onEdit: (item: T) => void;
  /** Called once the client confirmed the removal. */
  onRemove: (item: T) => void;
  /** The item being edited: its row shows `editor` instead. */
  editingId?: string | null;
  /**
   * The edited item is new: its editor stays below the list even once its first save puts it in `items`
   * (moving would remount the editor and lose the focus and what is being typed).
   */
  editingNew?: boolean;
  editor?: ReactNode;
  /** The Add button (hidden while editing). */
  addLabel: string;
  onAdd: () => void;
  /** "I don't have any" / "Skip": shown while the list is empty and nothing is being edited. */
  none?: { label: string; onSelect: () => void };
  /** More buttons beside Add, hidden while editing (e.g. "Add myself"). */
  quickAdd?: ReactNode;
};

/** The smaller buttons inside an item card: still 48 px tall. */
const cardButtonBase =
  "inline-flex min-h-12 min-w-24 items-center justify-center rounded-xl border-2 bg-white px-4 text-lg font-semibold cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]";
export const itemButton = {
  primary: primaryButton,
  secondary: secondaryButton,
  edit: `${cardButtonBase} border-[var(--survey-primary)] text-[var(--survey-primary)] hover:bg-[var(--survey-light)]`,
  danger: `${cardButtonBase} border-red-700 text-red-800 hover:bg-red-50`,
  dangerSolid: `${cardButtonBase} border-red-700 bg-red-700 text-white hover:bg-red-800`,
};

/**
 * The items a client added on a list screen (prescriptions, pharmacies, doctors…): each with Edit and Remove
 * (Remove asks first, in place, so nothing is lost by a slip of the finger), an empty state, an Add button and
 * the "I don't have any" choice. Removals are announced; focus never falls back to the top of the page.
 */
export function ItemList<T extends { id: string }>(props: ItemListProps<T>) {
  const {
    label,
    items,
    describe,
    emptyText,
    onEdit,
    onRemove,
    editingId,
    editingNew = false,
    editor,
    addLabel,
    onAdd,
    none,
    quickAdd,
  } = props;
  const { t } = useTranslation("surveys");
  const [confirming, setConfirming] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const confirmRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"add" | "list" | { removeOf: string } | null>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === "add") addRef.current?.focus();
    else if (target === "list") listRef.current?.focus();
    else listRef.current?.querySelector<HTMLButtonElement>(`[data-remove="${target.removeOf}"]`)?.focus();
  });

  const listed = editingNew ? items.filter((item) => item.id !== editingId) : items;

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div ref={listRef} tabIndex={-1} className="outline-none">
        {listed.length === 0 && !(editingId && editingNew) ? (
          <p className="rounded-xl border-2 border-dashed border-slate-400 p-4 text-lg text-slate-700">{emptyText}</p>
        ) : (
          <ul aria-label={label} className="flex flex-col gap-3">
            {listed.map((item) => {
              if (item.id === editingId) return <li key={item.id}>{editor}</li>;
              const summary = describe(item);
              const details = (summary.details ?? []).filter(Boolean);
              return (
                <li key={item.id} className="rounded-xl border-2 border-slate-400 bg-white p-4">
                  <p className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{summary.title}</p>
                  {details.map((detail) => (
                    <p key={detail} className="text-slate-700 [overflow-wrap:anywhere]">
                      {detail}
                    </p>
                  ))}
                  {confirming === item.id ? (
                    <div className="mt-3 flex flex-col gap-2">
                      <p className="font-medium text-slate-900">{t("lists.item.confirmRemove", { name: summary.title })}</p>
                      <div className="flex flex-wrap gap-2">
                        <button
                          ref={confirmRef}
                          type="button"
                          className={itemButton.dangerSolid}
                          onClick={() => {
                            setConfirming(null);
                            setAnnouncement(t("lists.item.removed", { name: summary.title }));
                            focusAfter.current = items.length > 1 ? "list" : "add";
                            onRemove(item);
                          }}
                        >
                          {t("lists.item.confirmYes")}
                        </button>
                        <button
                          type="button"
                          className={itemButton.edit}
                          onClick={() => {
                            setConfirming(null);
                            focusAfter.current = { removeOf: item.id };
                          }}
                        >
                          {t("lists.item.confirmNo")}
                        </button>
                      </div>
                    </div>
                  ) : (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={itemButton.edit}
                        aria-label={t("lists.item.editNamed", { name: summary.title })}
                        disabled={!!editingId}
                        onClick={() => onEdit(item)}
                      >
                        {t("lists.item.edit")}
                      </button>
                      <button
                        type="button"
                        data-remove={item.id}
                        className={itemButton.danger}
                        aria-label={t("lists.item.removeNamed", { name: summary.title })}
                        disabled={!!editingId}
                        onClick={() => setConfirming(item.id)}
                      >
                        {t("lists.item.remove")}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
            {editingId && editingNew ? <li key={editingId}>{editor}</li> : null}
          </ul>
        )}
      </div>
      {editingId ? null : (
        <div className="flex flex-col gap-3 sm:flex-row">
          {quickAdd}
          <button
            ref={addRef}
            type="button"
            className={quickAdd || items.length > 0 ? itemButton.secondary : itemButton.primary}
            onClick={onAdd}
          >
            {addLabel}
          </button>
          {none && items.length === 0 ? (
            <button type="button" className={itemButton.secondary} onClick={none.onSelect}>
              {none.label}
            </button>
          ) : null}
        </div>
      )}
      <output className="sr-only">{announcement}</output>
    </div>
  );
}
