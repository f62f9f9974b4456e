import type { THospitalItem } from "@planready/contracts/surveys/content-items";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextInput } from "../../components/inputs";
import { ItemEditor, useItemDraft } from "../../components/item-list-editor";
import { LookupCombobox } from "../../components/lookup-combobox";
import { formatAddress, isValidZip, orNull } from "./item-rules";
import type { TItemEditorProps } from "./list-screen";

export type THospitalDraft = Omit<THospitalItem, "client_rev">;
type TForm = { id: string; name: string; npi: string | null; ccn: string | null; address: string };

const toItem = (form: TForm): THospitalDraft => ({
  id: form.id,
  name: form.name.trim(),
  npi: form.npi,
  ccn: form.ccn,
  address: orNull(form.address),
});

/** One hospital: found by name near a ZIP code (or typed), with its address. */
export function HospitalEditor({
  initial,
  isNew,
  onSave,
  onClose,
  onCancelNew,
  zip: initialZip,
}: TItemEditorProps<THospitalDraft> & { zip: string }) {
  const { t } = useTranslation("surveys");
  const tp = (key: string, options?: Record<string, unknown>) => t(`lists.hospitals.${key}`, options ?? {});
  const [zip, setZip] = useState(initialZip);
  const [showErrors, setShowErrors] = useState(false);
  const { draft, update, flush, wasSaved, discard } = useItemDraft<TForm>({
    initial: { id: initial.id, name: initial.name, npi: initial.npi ?? null, ccn: initial.ccn ?? null, address: initial.address ?? "" },
    canSave: (form) => form.name.trim().length > 0,
    save: (form) => onSave(toItem(form)),
  });

  return (
    <ItemEditor
      heading={isNew ? tp("newHeading") : tp("editHeading", { name: initial.name })}
      onDone={() => {
        setShowErrors(true);
        if (!draft.name.trim()) return false;
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
        kind="hospitals"
        params={{ zip }}
        label={tp("name")}
        description={tp("nameHint")}
        errorMessage={showErrors && !draft.name.trim() ? tp("nameRequired") : null}
        value={draft.name}
        onChange={(name) => update({ name, npi: null, ccn: null })}
        onSelect={(selected) => {
          if (selected.kind === "typed") return update({ name: selected.text, npi: null, ccn: null });
          const h = selected.result;
          update({ name: h.name, npi: h.npi ?? null, ccn: null, address: formatAddress(h) });
        }}
        describe={(h) => ({ key: h.npi ?? formatAddress(h), label: h.name, detail: formatAddress(h) })}
      />
      <TextInput
        label={t("lists.item.address")}
        autoComplete="off"
        maxLength={300}
        value={draft.address}
        onValueChange={(address) => update({ address })}
      />
    </ItemEditor>
  );
}
