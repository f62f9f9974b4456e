import type { TSubmissionItemChange } from "@planready/contracts/submission-items";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";
import { ModalDialog } from "../../../components/ui/dialog";
import { problemMessage } from "../../../lib/problem-message";
import { useDescribeItem, type TItem } from "../hooks/use-describe-item";
import { asText } from "../lib/as-text";
import type { TListKey } from "@planready/contracts/submission-sections";
import { CorrectButton } from "./correction-controls";
import { fieldErrorClass } from "../../../components/ui/field-styles";
import { ItemForm } from "./item-form";

type Props = {
  listKey: TListKey;
  items: readonly object[];
  /** Sends one item change as a correction (recorded with who and when). */
  onCorrect: (change: TSubmissionItemChange) => Promise<unknown>;
};

/**
 * A list the client filled (prescriptions, pharmacies…): each item's name and its details, "none" when empty. Each
 * item can be corrected in place or removed (after a confirmation), and an item can be added, like the answers.
 */
export function ListItems({ listKey, items, onCorrect }: Props) {
  const { t } = useTranslation("submissions");
  const describe = useDescribeItem();
  /** The id of the item being corrected, or "new" while adding. */
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const addLabel = t(`lists.${listKey}.add`);

  const remove = async () => {
    if (!removing) return;
    setRemovePending(true);
    setRemoveError(null);
    try {
      await onCorrect({ collection: listKey, op: "remove", id: removing.id });
      setRemoving(null);
    } catch (failure) {
      setRemoveError(problemMessage(failure, t, "corrections.failed"));
    } finally {
      setRemovePending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? <p className="text-slate-500 italic dark:text-slate-400">{t(`lists.${listKey}.empty`)}</p> : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t(`lists.${listKey}.label`)}>
          {items.map((entry) => {
            const item = entry as TItem;
            const id = asText(item.id);
            const { title, lines, registry } = describe(listKey, item);
            const name = title || t("detail.unnamed");
            const shown = lines.filter((line) => line.value);
            if (editing === id) {
              return (
                <li key={id} data-testid={`item-${listKey}`}>
                  <ItemForm
                    listKey={listKey}
                    item={item}
                    label={t("corrections.editLabel", { field: name })}
                    onSave={onCorrect}
                    onClose={() => setEditing(null)}
                  />
                </li>
              );
            }
            return (
              <li key={id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700" data-testid={`item-${listKey}`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex flex-col gap-1">
                    <p className="font-semibold break-words text-slate-900 dark:text-white">{name}</p>
                    {registry ? (
                      <p
                        className={
                          registry === "typed"
                            ? "w-fit rounded-md bg-amber-100 px-2 py-0.5 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
                            : "w-fit rounded-md bg-emerald-50 px-2 py-0.5 text-sm text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100"
                        }
                      >
                        {t(`items.registry.${registry}`)}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <CorrectButton label={name} onPress={() => setEditing(id)} />
                    <Button
                      variant="ghost"
                      className="min-h-11 px-3 text-sm"
                      onPress={() => {
                        setRemoveError(null);
                        setRemoving({ id, title: name });
                      }}
                      aria-label={t("corrections.removeLabel", { item: name })}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {t("corrections.remove")}
                    </Button>
                  </div>
                </div>
                {shown.length > 0 ? (
                  <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                    {shown.map((line) => (
                      <div key={line.label} className="flex gap-2">
                        <dt className="text-slate-600 dark:text-slate-400">{line.label}:</dt>
                        <dd className="break-words text-slate-900 dark:text-slate-100">{line.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {editing === "new" ? (
        <ItemForm listKey={listKey} item={null} label={addLabel} onSave={onCorrect} onClose={() => setEditing(null)} />
      ) : (
        <Button variant="ghost" className="min-h-11 self-start px-3 text-sm" onPress={() => setEditing("new")}>
          <Plus aria-hidden className="size-4" />
          {addLabel}
        </Button>
      )}
      <ModalDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        role="alertdialog"
        title={t("corrections.removeTitle", { item: removing?.title ?? "" })}
        actions={
          <>
            <Button variant="secondary" onPress={() => setRemoving(null)}>
              {t("corrections.keep")}
            </Button>
            <Button onPress={() => void remove()} isLoading={removePending} className="bg-red-700! hover:bg-red-800!">
              {t("corrections.remove")}
            </Button>
          </>
        }
      >
        <p>{t("corrections.removeBody")}</p>
        {removeError ? (
          <p role="alert" className={`mt-3 ${fieldErrorClass}`}>
            {removeError}
          </p>
        ) : null}
      </ModalDialog>
    </div>
  );
}
