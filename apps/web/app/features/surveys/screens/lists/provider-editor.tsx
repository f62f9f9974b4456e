import type { THospitalItem, TPharmacyItem, TSpecialistItem } from "@planready/contracts/surveys/content-items";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import type { TLookupResults } from "../../api/search-lookups";
import { CheckboxField, TextInput } from "../../components/inputs";
import { ItemEditor, useItemDraft } from "../../components/item-list-editor";
import { LookupCombobox } from "../../components/lookup-combobox";
import { formatAddress, isValidUsPhone, isValidZip, orNull } from "./item-rules";
import type { TItemEditorProps } from "./list-screen";

/** The providers a client lists. Each name is also its look-up kind, its list section and its `lists.<kind>` strings. */
export type TProviderKind = "doctors" | "pharmacies" | "hospitals";

/** An item of each kind as the editor writes it (the frame adds client_rev). */
export type TProviderDrafts = {
  doctors: Omit<TSpecialistItem, "client_rev">;
  pharmacies: Omit<TPharmacyItem, "client_rev">;
  hospitals: Omit<THospitalItem, "client_rev">;
};

/** Every field of every kind, as typed; each kind's toItem keeps its own. */
type TForm = {
  id: string;
  name: string;
  npi: string | null;
  ccn: string | null;
  specialty: string;
  address: string;
  phone: string;
  is_pcp: boolean;
  is_mail_order: boolean;
  /** Picked from the registry's answer (true) or typed (false); see docs/decisions/016-lookups-real-data-or-typed.md. */
  verified: boolean;
};

type TKindEditor<K extends TProviderKind> = {
  /** Whether the specialty and phone fields are shown (ZIP, name and address always are). */
  specialty: boolean;
  phone: boolean;
  /** The yes/no question under the fields, with the key of its label. */
  checkbox: { field: "is_pcp" | "is_mail_order"; label: string } | null;
  toItem: (form: TForm) => TProviderDrafts[K];
  /** What a look-up result fills in besides its name, NPI and address. */
  fromResult: (result: TLookupResults[K]) => Partial<TForm>;
  /** The line under a look-up result's name. */
  detail: (result: TLookupResults[K], tp: (key: string) => string) => string;
};

/** A draft of any kind: its own fields, the others absent. */
type TAnyDraft = Pick<TForm, "id" | "name"> &
  Partial<TProviderDrafts["doctors"] & TProviderDrafts["pharmacies"] & TProviderDrafts["hospitals"]>;

const toForm = (item: TAnyDraft): TForm => ({
  id: item.id,
  name: item.name,
  npi: item.npi ?? null,
  ccn: item.ccn ?? null,
  specialty: item.specialty ?? "",
  address: item.address ?? "",
  phone: item.phone ?? "",
  is_pcp: item.is_pcp ?? false,
  is_mail_order: item.is_mail_order ?? false,
  verified: item.verified ?? false,
});

const baseItem = (form: TForm) => ({
  id: form.id,
  name: form.name.trim(),
  npi: form.npi,
  address: orNull(form.address),
  // Only a pick carries the registry's NPI; anything else is as typed.
  verified: form.verified && !!form.npi,
});
const phoneOrNull = (phone: string) => (isValidUsPhone(phone) ? phone.trim() : null);

const kinds: { [K in TProviderKind]: TKindEditor<K> } = {
  doctors: {
    specialty: true,
    phone: true,
    checkbox: { field: "is_pcp", label: "pcp" },
    toItem: (form) => ({ ...baseItem(form), specialty: orNull(form.specialty), phone: phoneOrNull(form.phone), is_pcp: form.is_pcp }),
    fromResult: (d) => ({ specialty: d.specialty, phone: d.phone ?? "" }),
    detail: (d) => `${d.specialty} · ${d.city}, ${d.state}`,
  },
  pharmacies: {
    specialty: false,
    phone: true,
    checkbox: { field: "is_mail_order", label: "mailOrder" },
    toItem: (form) => ({ ...baseItem(form), phone: phoneOrNull(form.phone), is_mail_order: form.is_mail_order }),
    fromResult: (p) => ({ phone: p.phone ?? "", is_mail_order: p.is_mail_order }),
    detail: (p, tp) => (p.is_mail_order ? `${tp("mailOrderTag")} · ${formatAddress(p)}` : formatAddress(p)),
  },
  hospitals: {
    specialty: false,
    phone: false,
    checkbox: null,
    toItem: (form) => ({ ...baseItem(form), ccn: form.ccn }),
    fromResult: () => ({}),
    detail: (h) => formatAddress(h),
  },
};

/**
 * One doctor or specialist, pharmacy or hospital: found by name near a ZIP code (or typed), with its address and,
 * by kind, the specialty, the phone and whether it is the primary care doctor or a mail-order pharmacy.
 */
export function ProviderEditor<K extends TProviderKind>({
  kind,
  initial,
  isNew,
  onSave,
  onClose,
  onCancelNew,
  zip: initialZip,
  state,
}: TItemEditorProps<TProviderDrafts[K]> & { kind: K; zip: string; state: string | null }) {
  const { t } = useTranslation("surveys");
  const strings: `lists.${TProviderKind}` = `lists.${kind}`;
  const tp = (key: string, options?: Record<string, unknown>) => t(`${strings}.${key}`, options ?? {});
  const editor: TKindEditor<K> = kinds[kind];
  const [zip, setZip] = useState(initialZip);
  const [showErrors, setShowErrors] = useState(false);
  const { draft, update, flush, wasSaved, discard } = useItemDraft<TForm>({
    initial: toForm(initial),
    canSave: (form) => form.name.trim().length > 0,
    save: (form) => onSave(editor.toItem(form)),
  });
  const phoneBad = draft.phone.trim() !== "" && !isValidUsPhone(draft.phone);
  const checkbox = editor.checkbox;

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
        kind={kind}
        params={{ zip, state }}
        label={tp("name")}
        description={tp("nameHint")}
        errorMessage={showErrors && !draft.name.trim() ? tp("nameRequired") : null}
        value={draft.name}
        onChange={(name) => update({ name, npi: null, ccn: null, verified: false })}
        onSelect={(selected) => {
          if (selected.kind === "typed") return update({ name: selected.text, npi: null, ccn: null, verified: false });
          const r = selected.result;
          update({ name: r.name, npi: r.npi ?? null, ccn: null, address: formatAddress(r), verified: true, ...editor.fromResult(r) });
        }}
        describe={(r) => ({ key: r.npi ?? formatAddress(r), label: r.name, detail: editor.detail(r, tp) })}
      />
      {editor.specialty ? (
        <TextInput
          label={tp("specialty")}
          hint={tp("specialtyHint")}
          maxLength={200}
          value={draft.specialty}
          onValueChange={(specialty) => update({ specialty })}
        />
      ) : null}
      <TextInput
        label={t("lists.item.address")}
        autoComplete="off"
        maxLength={300}
        value={draft.address}
        onValueChange={(address) => update({ address })}
      />
      {editor.phone ? (
        <TextInput
          label={t("lists.item.phone")}
          type="tel"
          autoComplete="off"
          maxLength={30}
          value={draft.phone}
          error={showErrors && phoneBad ? t("lists.item.phoneInvalid") : null}
          onValueChange={(phone) => update({ phone })}
        />
      ) : null}
      {checkbox ? (
        <div className="mt-6">
          <CheckboxField
            label={tp(checkbox.label)}
            checked={draft[checkbox.field]}
            onCheckedChange={(checked) => update({ [checkbox.field]: checked })}
          />
        </div>
      ) : null}
    </ItemEditor>
  );
}
