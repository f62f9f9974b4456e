import type { TLifeHealthConditionItem } from "@planready/contracts/surveys/content-items";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { SelectInput, TextArea, TextInput } from "../../components/inputs";
import { ItemEditor, useItemDraft } from "../../components/item-list-editor";
import { lifeHealthConditions, orNull, parseYear, type TLifeHealthCondition } from "./item-rules";
import type { TItemEditorProps } from "./list-screen";

/** A condition not chosen yet is "" in the draft; the item is saved once it has one. */
export type THealthConditionDraft = Omit<TLifeHealthConditionItem, "client_rev" | "condition"> & { condition: TLifeHealthCondition | "" };
type TForm = { id: string; condition: string; condition_other: string; diagnosed_year: string; treatment: string };

const isCondition = (value: string): value is TLifeHealthCondition => (lifeHealthConditions as readonly string[]).includes(value);

function toItem(form: TForm): Omit<TLifeHealthConditionItem, "client_rev"> | null {
  if (!isCondition(form.condition)) return null;
  const other = orNull(form.condition_other);
  if (form.condition === "other" && !other) return null;
  return {
    id: form.id,
    condition: form.condition,
    condition_other: form.condition === "other" ? other : null,
    diagnosed_year: parseYear(form.diagnosed_year),
    treatment: orNull(form.treatment),
  };
}

/** One health condition for life underwriting: which, when diagnosed, and how it is treated. */
export function HealthConditionEditor({ initial, isNew, onSave, onClose, onCancelNew }: TItemEditorProps<THealthConditionDraft>) {
  const { t } = useTranslation("surveys");
  const tc = (key: string, options?: Record<string, unknown>) => t(`lists.conditions.${key}`, options ?? {});
  const [showErrors, setShowErrors] = useState(false);
  const { draft, update, flush, wasSaved, discard } = useItemDraft<TForm>({
    initial: {
      id: initial.id,
      condition: initial.condition,
      condition_other: initial.condition_other ?? "",
      diagnosed_year: initial.diagnosed_year == null ? "" : String(initial.diagnosed_year),
      treatment: initial.treatment ?? "",
    },
    canSave: (form) => toItem(form) !== null,
    save: (form) => {
      const item = toItem(form);
      if (item) onSave(item);
    },
  });
  const yearBad = draft.diagnosed_year.trim() !== "" && parseYear(draft.diagnosed_year) === null;
  const heading = isNew
    ? tc("newHeading")
    : tc("editHeading", { name: initial.condition === "other" ? initial.condition_other : tc(`names.${initial.condition}`) });

  return (
    <ItemEditor
      heading={heading}
      onDone={() => {
        setShowErrors(true);
        if (!toItem(draft) || yearBad) return false;
        flush();
        onClose();
      }}
      onCancel={
        isNew
          ? () => {
              discard();
              onCancelNew(wasSaved());
            }
          : undefined
      }
    >
      <SelectInput
        label={tc("condition")}
        placeholder={t("lists.item.choose")}
        value={draft.condition}
        options={lifeHealthConditions.map((value) => ({ value, label: tc(`names.${value}`) }))}
        error={showErrors && !isCondition(draft.condition) ? tc("conditionRequired") : null}
        onValueChange={(condition) => update({ condition })}
      />
      {draft.condition === "other" ? (
        <TextInput
          label={tc("other")}
          maxLength={200}
          value={draft.condition_other}
          error={showErrors && !draft.condition_other.trim() ? tc("otherRequired") : null}
          onValueChange={(condition_other) => update({ condition_other })}
        />
      ) : null}
      <TextInput
        label={tc("year")}
        hint={tc("yearHint")}
        inputMode="numeric"
        maxLength={4}
        value={draft.diagnosed_year}
        error={showErrors && yearBad ? tc("yearInvalid") : null}
        onValueChange={(diagnosed_year) => update({ diagnosed_year: diagnosed_year.replace(/\D/g, "") })}
      />
      <TextArea
        label={tc("treatment")}
        hint={tc("treatmentHint")}
        maxLength={1000}
        value={draft.treatment}
        onValueChange={(treatment) => update({ treatment })}
      />
    </ItemEditor>
  );
}
