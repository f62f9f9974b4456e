import type { TPharmacyItem } from "@planready/contracts/surveys/content-items";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ItemEditor, useItemDraft } from "../../components/item-list-editor";
import { CheckboxField, TextInput } from "../../components/inputs";
import { LookupCombobox } from "../../components/lookup-combobox";
import { formatAddress, isValidUsPhone, isValidZip, orNull } from "./item-rules";
import type { TItemEditorProps } from "./list-screen";

export type TPharmacyDraft = Omit<TPharmacyItem, "client_rev">;
type TForm = { id: string; name: string; npi: string | null; address: string; phone: string; is_mail_order: boolean };

const toItem = (form: TForm): TPharmacyDraft => ({
  id: form.id,
  name: form.name.trim(),
  npi: form.npi,
  address: orNull(form.address),
  phone: isValidUsPhone(form.phone) ? form.phone.trim() : null,
  is_mail_order: form.is_mail_order,
});

/** One pharmacy: found by name near a ZIP code (or typed), with its address, phone and whether it is mail order. */
export function PharmacyEditor({
  initial,
  isNew,
  onSave,
  onClose,
  onCancelNew,
  zip: initialZip,
}: TItemEditorProps<TPharmacyDraft> & { zip: string }) {
  const { t } = useTranslation("surveys");
  const tp = (key: string, options?: Record<string, unknown>) => t(`lists.pharmacies.${key}`, options ?? {});
  const [zip, setZip] = useState(initialZip);
  const [showErrors, setShowErrors] = useState(false);
  const { draft, update, flush, wasSaved, discard } = useItemDraft<TForm>({
    initial: {
      id: initial.id,
      name: initial.name,
      npi: initial.npi ?? null,
      address: initial.address ?? "",
      phone: initial.phone ?? "",
      is_mail_order: initial.is_mail_order ?? false,
    },
    canSave: (form) => form.name.trim().length > 0,
    save: (form) => onSave(toItem(form)),
  });
  const phoneBad = draft.phone.trim() !== "" && !isValidUsPhone(draft.phone);
  const zipBad = zip.trim() !== "" && !isValidZip(zip);

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
        error={zipBad ? t("lists.item.zipInvalid") : null}
        onValueChange={(value) => setZip(value.replace(/\D/g, ""))}
      />
      <LookupCombobox
        kind="pharmacies"
        params={{ zip }}
        label={tp("name")}
        description={tp("nameHint")}
        errorMessage={showErrors && !draft.name.trim() ? tp("nameRequired") : null}
        value={draft.name}
        onChange={(name) => update({ name, npi: null })}
        onSelect={(selected) => {
          if (selected.kind === "typed") return update({ name: selected.text, npi: null });
          const p = selected.result;
          update({ name: p.name, npi: p.npi, address: formatAddress(p), phone: p.phone ?? "", is_mail_order: p.is_mail_order });
        }}
        describe={(p) => ({
          key: p.npi,
          label: p.name,
          detail: p.is_mail_order ? `${tp("mailOrderTag")} · ${formatAddress(p)}` : formatAddress(p),
        })}
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
        <CheckboxField
          label={tp("mailOrder")}
          checked={draft.is_mail_order}
          onCheckedChange={(is_mail_order) => update({ is_mail_order })}
        />
      </div>
    </ItemEditor>
  );
}
