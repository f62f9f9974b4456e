import type { TSubmissionItemChange } from "@planready/contracts/submission-items";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/ui/form-field";
import { ApiError } from "../../../lib/api";
import type { TItem } from "../hooks/use-describe-item";
import type { TListKey } from "../lib/detail-sections";
import { toFormValue } from "../lib/field-value";
import { itemChangeFromForm, itemFields } from "../lib/item-fields";
import { CorrectionFormFooter } from "./correction-controls";
import { ValueInput } from "./value-input";

type Props = {
  listKey: TListKey;
  /** The item corrected; null to add one. */
  item: TItem | null;
  /** Its accessible name: "Correct Lipitor", "Add a prescription". */
  label: string;
  onSave: (change: TSubmissionItemChange) => Promise<unknown>;
  onClose: () => void;
};

const asFormText = (entry: FormDataEntryValue | null) => (typeof entry === "string" ? entry : "");

/** The API's words for each answer it refused (`body.items.0.values.{name}`), by answer name. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const entries = (error.problem?.invalidFields ?? []).flatMap((field) => {
    const match = /\.values\.(\w+)$/.exec(field.path);
    return match ? [[match[1]!, field.message] as const] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * Every answer of one list item in place, as the answer fields are corrected: Save sends what changed (or the new
 * item), Cancel or Escape closes. The API's messages show beside the answers they are about.
 */
export function ItemForm({ listKey, item, label, onSave, onClose }: Props) {
  const { t } = useTranslation("submissions");
  const baseId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw = Object.fromEntries(itemFields[listKey].map(({ name }) => [name, asFormText(form.get(name))]));
    const change = itemChangeFromForm(listKey, item, raw, () => crypto.randomUUID());
    if (!change) {
      onClose();
      return;
    }
    setSaving(true);
    setError(null);
    setErrors({});
    try {
      await onSave(change);
      onClose();
    } catch (failure) {
      const byField = fieldErrors(failure);
      setErrors(byField);
      setError(
        Object.keys(byField).length > 0
          ? t("corrections.checkItem")
          : failure instanceof ApiError
            ? failure.userMessage
            : t("corrections.failed"),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the fields inside cancels
    <form
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 dark:border-brand-800 dark:bg-brand-950"
      data-testid={`item-form-${listKey}`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {itemFields[listKey].map((field, index) => {
          const initial = item ? toFormValue(field.kind, item[field.name]) : "";
          return (
            <Field
              key={field.name}
              id={`${baseId}-${field.name}`}
              label={t(`items.${field.label}`)}
              error={errors[field.name]}
              className={field.kind.type === "text" && field.kind.multiline ? "sm:col-span-2" : ""}
            >
              {(control) => (
                <ValueInput
                  {...control}
                  name={field.name}
                  kind={field.kind}
                  initial={typeof initial === "string" ? initial : ""}
                  focusOnMount={index === 0}
                />
              )}
            </Field>
          );
        })}
      </div>
      <CorrectionFormFooter error={error} saving={saving} onCancel={onClose} />
    </form>
  );
}
