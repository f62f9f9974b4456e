import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Checkbox, Field } from "../../../components/ui/form-field";
import { fieldLabelClass } from "../../../components/ui/field-styles";
import { problemMessage } from "../../../lib/problem-message";
import { useFieldText } from "../hooks/use-field-text";
import { answerErrorKey, refusedAnswers } from "../lib/answer-error";
import { choiceLists, type TDetailField } from "@planready/contracts/submission-sections";
import { fromFormValue, sameValue, toFormValue } from "../lib/field-value";
import { CorrectButton, CorrectionFormFooter } from "./correction-controls";
import { ValueInput } from "./value-input";

type Props = {
  field: TDetailField;
  onSave: (value: unknown) => Promise<unknown>;
  /** What to show while the field has no answer of its own (the survey's language for "Language"). */
  fallback?: string | null | undefined;
};

const asFormText = (entry: FormDataEntryValue | null) => (typeof entry === "string" ? entry : "");

/** One answer with a Correct button; correcting opens the right input in place, Save sends it, Escape cancels. */
export function FieldRow({ field, onSave, fallback }: Props) {
  const { t } = useTranslation("submissions");
  const text = useFieldText();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const label = t(`fields.${field.name}`);
  const shown = text(field.kind, field.value) ?? fallback ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw =
      field.kind.type === "choices"
        ? form.getAll("value").map((entry) => (typeof entry === "string" ? entry : ""))
        : asFormText(form.get("value"));
    const value = fromFormValue(field.kind, raw);
    if (sameValue(value, field.value)) {
      setEditing(false);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(value);
      setEditing(false);
    } catch (failure) {
      setError(
        refusedAnswers(failure).has(field.name)
          ? t(answerErrorKey(field.name, field.kind))
          : problemMessage(failure, t, "corrections.failed"),
      );
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-4" data-testid={`field-${field.name}`}>
        <dt className="font-medium text-slate-600 sm:w-44 sm:shrink-0 dark:text-slate-400">{label}</dt>
        <dd className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
          <span
            className={`break-words whitespace-pre-line ${shown ? "text-slate-900 dark:text-slate-100" : "text-slate-500 italic dark:text-slate-400"}`}
          >
            {shown ?? t("detail.notAnswered")}
          </span>
          <CorrectButton label={label} onPress={() => setEditing(true)} />
        </dd>
      </div>
    );
  }

  const initial = toFormValue(field.kind, field.value);
  const multiList = field.kind.type === "choices" ? field.kind.list : null;
  return (
    <div className="py-2" data-testid={`field-${field.name}`}>
      <dt className="sr-only">{label}</dt>
      <dd>
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the fields inside cancels */}
        <form
          onSubmit={(event) => void submit(event)}
          onKeyDown={(event) => event.key === "Escape" && setEditing(false)}
          className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 dark:border-brand-800 dark:bg-brand-950"
        >
          {multiList ? (
            <fieldset className="flex flex-col gap-1">
              <legend className={`mb-1 ${fieldLabelClass}`}>{label}</legend>
              {choiceLists[multiList].map((id) => (
                <Checkbox key={id} name="value" value={id} defaultChecked={initial.includes(id)}>
                  {t(`choices.${multiList}.${id}`)}
                </Checkbox>
              ))}
            </fieldset>
          ) : (
            <Field id={inputId} label={label}>
              {(control) => (
                <ValueInput
                  {...control}
                  aria-invalid={error ? true : undefined}
                  name="value"
                  kind={field.kind}
                  initial={typeof initial === "string" ? initial : ""}
                  focusOnMount
                />
              )}
            </Field>
          )}
          <CorrectionFormFooter error={error} saving={saving} onCancel={() => setEditing(false)} />
        </form>
      </dd>
    </div>
  );
}
