import type { TSubmissionItemChange } from "@planready/contracts/submission-items";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Field } from "../../../components/ui/form-field";
import { problemMessage } from "../../../lib/problem-message";
import type { TItem } from "../hooks/use-describe-item";
import { answerErrorKey, refusedAnswers } from "../lib/answer-error";
import type { TListKey } from "@planready/contracts/submission-sections";
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

/** Words for each answer of the list's items that the API refused (`body.items.0.values.{name}`), by answer name. */
function fieldErrors(error: unknown, listKey: TListKey, t: (key: string) => string): Record<string, string> {
  const refused = refusedAnswers(error);
  const entries = itemFields[listKey]
    .filter(({ name }) => refused.has(name))
    .map(({ name, kind }) => [name, t(answerErrorKey(name, kind))]);
  return Object.fromEntries(entries);
}

/**
 * Every answer of one list item in place, as the answer fields are corrected: Save sends what changed (or the new
 * item), Cancel or Escape closes. An answer the API refused is marked, with words saying what it needs.
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
      const byField = fieldErrors(failure, listKey, t);
      setErrors(byField);
      setError(Object.keys(byField).length > 0 ? t("corrections.checkItem") : problemMessage(failure, t, "corrections.failed"));
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
