import { formatDobInput, isValidDob } from "@planready/contracts/surveys/dob";
import type { THouseholdMember } from "@planready/contracts/surveys/household";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards, TextInput } from "../../components/inputs";
import { ItemEditor, useItemDraft } from "../../components/item-list-editor";
import { householdRelationships, orNull, yesNo, type THouseholdRelationship } from "./item-rules";
import type { TItemEditorProps } from "./list-screen";

/** A member as the household screen edits it; a relationship not chosen yet is "". */
export type TMemberDraft = Omit<THouseholdMember, "client_rev" | "relationship"> & { relationship: THouseholdRelationship | "" };
const genders = ["female", "male", "prefer_not_to_say"] as const;

type TForm = { first_name: string; last_name: string; relationship: string; dob: string; gender: string; seeking_coverage: string | null };

/** The whole member to write: the answers of this editor over everything else already known (health answers). */
function toMember(initial: TMemberDraft, form: TForm): Omit<THouseholdMember, "client_rev"> | null {
  const relationship = householdRelationships.find((r) => r === form.relationship);
  if (!form.first_name.trim() || !relationship) return null;
  return {
    ...initial,
    first_name: form.first_name.trim(),
    last_name: orNull(form.last_name),
    relationship,
    dob: isValidDob(form.dob) ? form.dob : null,
    gender: genders.find((g) => g === form.gender) ?? null,
    seeking_coverage: form.seeking_coverage === null ? null : yesNo.fromValue(form.seeking_coverage),
  };
}

/** One person of the tax household: name, relationship, date of birth, sex and whether they need coverage. */
export function HouseholdMemberEditor({
  initial,
  isNew,
  onSave,
  onClose,
  onCancelNew,
  selfTaken,
}: TItemEditorProps<TMemberDraft> & { selfTaken: boolean }) {
  const { t } = useTranslation("surveys");
  const th = (key: string, options?: Record<string, unknown>) => t(`lists.household.${key}`, options ?? {});
  const [showErrors, setShowErrors] = useState(false);
  const { draft, update, flush, wasSaved, discard } = useItemDraft<TForm>({
    initial: {
      first_name: initial.first_name,
      last_name: initial.last_name ?? "",
      relationship: initial.relationship,
      dob: initial.dob ?? "",
      gender: initial.gender ?? "",
      seeking_coverage: yesNo.toValue(initial.seeking_coverage),
    },
    canSave: (form) => toMember(initial, form) !== null,
    save: (form) => {
      const member = toMember(initial, form);
      if (member) onSave(member);
    },
  });
  const dobBad = draft.dob !== "" && !isValidDob(draft.dob);
  const relationships = householdRelationships.filter((r) => r !== "self" || !selfTaken || initial.relationship === "self");

  return (
    <ItemEditor
      heading={isNew ? th("newHeading") : th("editHeading", { name: initial.first_name })}
      onDone={() => {
        setShowErrors(true);
        if (!toMember(initial, draft) || dobBad) return false;
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
      <TextInput
        label={th("firstName")}
        autoComplete="off"
        maxLength={100}
        value={draft.first_name}
        error={showErrors && !draft.first_name.trim() ? th("firstNameRequired") : null}
        onValueChange={(first_name) => update({ first_name })}
      />
      <TextInput
        label={th("lastName")}
        autoComplete="off"
        maxLength={100}
        value={draft.last_name}
        onValueChange={(last_name) => update({ last_name })}
      />
      <ChoiceCards
        legend={th("relationship")}
        name={`relationship-${initial.id}`}
        value={draft.relationship || null}
        options={relationships.map((value) => ({ value, label: th(`relationships.${value}`) }))}
        error={showErrors && !draft.relationship ? th("relationshipRequired") : null}
        onValueChange={(relationship) => update({ relationship })}
      />
      <TextInput
        label={th("dob")}
        hint={th("dobHint")}
        inputMode="numeric"
        autoComplete="off"
        value={draft.dob}
        error={showErrors && dobBad ? th("dobInvalid") : null}
        onValueChange={(dob) => update({ dob: formatDobInput(dob) })}
      />
      <ChoiceCards
        legend={th("gender")}
        name={`gender-${initial.id}`}
        value={draft.gender || null}
        options={genders.map((value) => ({ value, label: th(`genders.${value}`) }))}
        onValueChange={(gender) => update({ gender })}
      />
      <ChoiceCards
        legend={th("seeking")}
        name={`seeking-${initial.id}`}
        value={draft.seeking_coverage}
        options={[
          { value: "yes", label: t("lists.item.yes") },
          { value: "no", label: t("lists.item.no") },
        ]}
        onValueChange={(seeking_coverage) => update({ seeking_coverage })}
      />
    </ItemEditor>
  );
}
