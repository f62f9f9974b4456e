import type { TDrugStrength } from "@planready/contracts/lookups";
import type { TPrescriptionItem } from "@planready/contracts/surveys/content-items";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { lookupQueryOptions } from "../../api/search-lookups";
import { ItemEditor, useItemDraft } from "../../components/item-list-editor";
import { ChoiceCards, SelectInput, TextInput } from "../../components/inputs";
import { LookupCombobox } from "../../components/lookup-combobox";
import { daysSupplies, orNull, parseAmount, prescriptionFrequencies } from "./item-rules";
import type { TItemEditorProps } from "./list-screen";

export type TPrescriptionDraft = Omit<TPrescriptionItem, "client_rev">;

type TForm = {
  id: string;
  drug_name: string;
  rxcui: string | null;
  strength: string;
  dosage_form: string;
  quantity: string;
  frequency: string;
  days_supply: string;
  /** The drug was picked from the registry's answer (true) or typed (false). */
  verified: boolean;
};

const OTHER = "other";
const strengthKey = (s: { strength: string; dosage_form: string }) => `${s.strength}|${s.dosage_form}`;

function toForm(item: TPrescriptionDraft): TForm {
  return {
    id: item.id,
    drug_name: item.drug_name,
    rxcui: item.rxcui ?? null,
    strength: item.strength ?? "",
    dosage_form: item.dosage_form ?? "",
    quantity: item.quantity == null ? "" : String(item.quantity),
    frequency: item.frequency ?? "",
    days_supply: item.days_supply == null ? "" : String(item.days_supply),
    verified: item.verified ?? false,
  };
}

function toItem(form: TForm): TPrescriptionDraft {
  const days = Number(form.days_supply);
  return {
    id: form.id,
    drug_name: form.drug_name.trim(),
    rxcui: form.rxcui,
    strength: orNull(form.strength),
    dosage_form: orNull(form.dosage_form),
    quantity: parseAmount(form.quantity, 10_000),
    frequency: (prescriptionFrequencies as readonly string[]).includes(form.frequency)
      ? (form.frequency as TPrescriptionDraft["frequency"])
      : null,
    days_supply: days === 30 || days === 60 || days === 90 ? days : null,
    verified: form.verified,
  };
}

/**
 * One prescription: the drug from the look-up (or as typed), its strength and form from the look-up's list (or
 * typed), quantity, how often, and the days one fill lasts — what a drug-plan comparison needs.
 */
export function PrescriptionEditor({ initial, isNew, onSave, onClose, onCancelNew }: TItemEditorProps<TPrescriptionDraft>) {
  const { t } = useTranslation("surveys");
  const tp = (key: string, options?: Record<string, unknown>) => t(`lists.prescriptions.${key}`, options ?? {});
  const { draft, update, flush, wasSaved, discard } = useItemDraft<TForm>({
    initial: toForm(initial),
    canSave: (form) => form.drug_name.trim().length > 0,
    save: (form) => onSave(toItem(form)),
  });
  const [picked, setPicked] = useState<TDrugStrength[] | null>(null);
  const [strengthChoice, setStrengthChoice] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  // Editing an item found earlier: ask the look-up again for its strengths (cached for an hour).
  const again = useQuery({
    ...lookupQueryOptions("drugs", initial.drug_name, {}),
    enabled: picked === null && !isNew && initial.drug_name.length >= 2,
  });
  const strengths =
    picked ?? again.data?.results.find((drug) => drug.name.toLowerCase() === draft.drug_name.trim().toLowerCase())?.strengths ?? [];
  const currentKey = draft.strength || draft.dosage_form ? strengthKey(draft) : "";
  const listed = strengths.some((s) => strengthKey(s) === currentKey);
  const choice = strengthChoice ?? (currentKey === "" ? "" : listed ? currentKey : OTHER);

  const nameError = showErrors && !draft.drug_name.trim() ? tp("drugRequired") : null;
  const quantityError = showErrors && draft.quantity.trim() && parseAmount(draft.quantity, 10_000) === null ? tp("quantityInvalid") : null;

  return (
    <ItemEditor
      heading={isNew ? tp("newHeading") : tp("editHeading", { name: initial.drug_name })}
      onDone={() => {
        setShowErrors(true);
        if (!draft.drug_name.trim() || (draft.quantity.trim() && parseAmount(draft.quantity, 10_000) === null)) return false;
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
      <LookupCombobox
        kind="drugs"
        label={tp("drug")}
        description={tp("drugHint")}
        errorMessage={nameError}
        value={draft.drug_name}
        onChange={(text) => {
          update({ drug_name: text, rxcui: null, verified: false });
          setPicked(null);
        }}
        onSelect={(selected) => {
          if (selected.kind === "typed") {
            update({ drug_name: selected.text, rxcui: null, verified: false });
            setPicked([]);
            return;
          }
          const { result } = selected;
          const only = result.strengths.length === 1 ? result.strengths[0] : undefined;
          update({
            drug_name: result.name,
            // The registry names each strength's own RxCUI (the product); the drug's, when it has one, otherwise.
            rxcui: only?.rxcui ?? result.rxcui ?? null,
            strength: only?.strength ?? "",
            dosage_form: only?.dosage_form ?? "",
            verified: true,
          });
          setPicked(result.strengths);
          setStrengthChoice(only ? strengthKey(only) : "");
        }}
        describe={(drug) => ({
          key: drug.name,
          label: drug.name,
          detail: [...new Set(drug.strengths.map((s) => `${s.strength} ${s.dosage_form}`))].slice(0, 4).join(", ") || undefined,
        })}
      />
      {strengths.length > 0 ? (
        <SelectInput
          label={tp("strength")}
          placeholder={t("lists.item.choose")}
          value={choice}
          options={[
            ...strengths.map((s) => ({ value: strengthKey(s), label: `${s.strength} ${s.dosage_form}` })),
            { value: OTHER, label: tp("strengthOther") },
          ]}
          onValueChange={(value) => {
            setStrengthChoice(value);
            const chosen = strengths.find((s) => strengthKey(s) === value);
            // A listed strength carries its product's RxCUI; a strength typed instead names no product the registry knows.
            if (chosen)
              update({ strength: chosen.strength, dosage_form: chosen.dosage_form, ...(chosen.rxcui ? { rxcui: chosen.rxcui } : {}) });
            else if (value === "") update({ strength: "", dosage_form: "" });
            else if (value === OTHER && strengths.some((s) => s.rxcui !== undefined && s.rxcui === draft.rxcui)) update({ rxcui: null });
          }}
        />
      ) : null}
      {strengths.length === 0 || choice === OTHER ? (
        <>
          <TextInput
            label={tp("strengthText")}
            hint={tp("strengthTextHint")}
            value={draft.strength}
            maxLength={100}
            onValueChange={(strength) => update({ strength })}
          />
          <TextInput
            label={tp("form")}
            hint={tp("formHint")}
            value={draft.dosage_form}
            maxLength={100}
            onValueChange={(dosage_form) => update({ dosage_form })}
          />
        </>
      ) : null}
      <TextInput
        label={tp("quantity")}
        hint={tp("quantityHint")}
        inputMode="decimal"
        value={draft.quantity}
        error={quantityError}
        onValueChange={(quantity) => update({ quantity })}
      />
      <SelectInput
        label={tp("frequency")}
        placeholder={t("lists.item.choose")}
        value={draft.frequency}
        options={prescriptionFrequencies.map((value) => ({ value, label: tp(`frequencies.${value}`) }))}
        onValueChange={(frequency) => update({ frequency })}
      />
      <ChoiceCards
        legend={tp("daysSupply")}
        name={`days-supply-${draft.id}`}
        value={draft.days_supply || null}
        options={daysSupplies.map((days) => ({ value: String(days), label: tp(`days.d${days}`) }))}
        onValueChange={(days_supply) => update({ days_supply })}
      />
    </ItemEditor>
  );
}
