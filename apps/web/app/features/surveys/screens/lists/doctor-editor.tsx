import type { TSpecialistItem } from "@planready/contracts/surveys/content-items";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField, TextInput } from "../../components/inputs";
import { ItemEditor, useItemDraft } from "../../components/item-list-editor";
import { LookupCombobox } from "../../components/lookup-combobox";
import { formatAddress, isValidUsPhone, isValidZip, orNull } from "./item-rules";
import type { TItemEditorProps } from "./list-screen";

export type TDoctorDraft = Omit<TSpecialistItem, "client_rev">;
type TForm = { id: string; name: string; npi: string | null; specialty: string; address: string; phone: string; is_pcp: boolean };

const toItem = (form: TForm): TDoctorDraft => ({
  id: form.id,
  name: form.name.trim(),
  npi: form.npi,
  specialty: orNull(form.specialty),
  address: orNull(form.address),
  phone: isValidUsPhone(form.phone) ? form.phone.trim() : null,
  is_pcp: form.is_pcp,
});

/** One doctor or specialist: found by name near a ZIP code (or typed), specialty, and the primary-care flag. */
export function DoctorEditor({
  initial,
  isNew,
  onSave,
  onClose,
  onCancelNew,
  zip: initialZip,
}: TItemEditorProps<TDoctorDraft> & { zip: string }) {
  const { t } = useTranslation("surveys");
  const tp = (key: string, options?: Record<string, unknown>) => t(`lists.doctors.${key}`, options ?? {});
  const [zip, setZip] = useState(initialZip);
  const [showErrors, setShowErrors] = useState(false);
  const { draft, update, flush, wasSaved, discard } = useItemDraft<TForm>({
    initial: {
      id: initial.id,
      name: initial.name,
      npi: initial.npi ?? null,
      specialty: initial.specialty ?? "",
      address: initial.address ?? "",
      phone: initial.phone ?? "",
      is_pcp: initial.is_pcp ?? false,
    },
    canSave: (form) => form.name.trim().length > 0,
    save: (form) => onSave(toItem(form)),
  });
  const phoneBad = draft.phone.trim() !== "" && !isValidUsPhone(draft.phone);

  return (
    <ItemEditor
      heading={isNew ? tp("newHeading") : tp("editHeading", { name: initial.name })}
      onDone={() => {
        setShowErrors(true);
        if (!draft.name.trim() || phoneBad) return false;
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
        label={t("lists.item.zip")}
        hint={t("lists.item.zipHint")}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={zip}
        error={zip.trim() !== "" && !isValidZip(zip) ? t("lists.item.zipInvalid") : null}
        onValueChange={(value) => setZip(value.replace(/\D/g, ""))}
      />
      <LookupCombobox
        kind="doctors"
        params={{ zip }}
        label={tp("name")}
        description={tp("nameHint")}
        errorMessage={showErrors && !draft.name.trim() ? tp("nameRequired") : null}
        value={draft.name}
        onChange={(name) => update({ name, npi: null })}
        onSelect={(selected) => {
          if (selected.kind === "typed") return update({ name: selected.text, npi: null });
          const d = selected.result;
          update({ name: d.name, npi: d.npi, specialty: d.specialty, address: formatAddress(d), phone: d.phone ?? "" });
        }}
        describe={(d) => ({ key: d.npi, label: d.name, detail: `${d.specialty} · ${d.city}, ${d.state}` })}
      />
      <TextInput
        label={tp("specialty")}
        hint={tp("specialtyHint")}
        maxLength={200}
        value={draft.specialty}
        onValueChange={(specialty) => update({ specialty })}
      />
      <TextInput
        label={t("lists.item.address")}
        autoComplete="off"
        maxLength={300}
        value={draft.address}
        onValueChange={(address) => update({ address })}
      />
      <TextInput
        label={t("lists.item.phone")}
        type="tel"
        autoComplete="off"
        maxLength={30}
        value={draft.phone}
        error={showErrors && phoneBad ? t("lists.item.phoneInvalid") : null}
        onValueChange={(phone) => update({ phone })}
      />
      <div className="mt-6">
        <CheckboxField label={tp("pcp")} checked={draft.is_pcp} onCheckedChange={(is_pcp) => update({ is_pcp })} />
      </div>
    </ItemEditor>
  );
}
