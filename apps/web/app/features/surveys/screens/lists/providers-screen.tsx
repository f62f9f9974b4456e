import type { TItemCollection, TSurveyContent } from "@planready/contracts/surveys/responses";
import { useTranslation } from "../../../../i18n/react";
import type { TItemSummary } from "../../components/item-list";
import type { TScreenProps } from "../screen-props";
import { ListScreen, toDraft } from "./list-screen";
import { ProviderEditor, type TProviderDrafts, type TProviderKind } from "./provider-editor";

type TKindList<K extends TProviderKind> = {
  collection: TItemCollection;
  items: (content: TSurveyContent) => readonly TProviderDrafts[K][];
  /** The lines under an item's name in the list. */
  details: (item: TProviderDrafts[K], items: readonly TProviderDrafts[K][], tp: (key: string) => string) => TItemSummary["details"];
};

const tags = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

const kinds: { [K in TProviderKind]: TKindList<K> } = {
  doctors: {
    collection: "specialistResponses",
    items: (content) => content.specialist_responses,
    details: (item, _items, tp) => [tags([item.is_pcp ? tp("pcpTag") : null, item.specialty]), item.address, item.phone],
  },
  pharmacies: {
    collection: "pharmacyResponses",
    items: (content) => content.pharmacy_responses,
    // The first of several is the one the client fills prescriptions at.
    details: (item, items, tp) => [
      tags([items.length > 1 && item.id === items[0]?.id ? tp("preferredTag") : null, item.is_mail_order ? tp("mailOrderTag") : null]),
      item.address,
      item.phone,
    ],
  },
  hospitals: {
    collection: "hospitalResponses",
    items: (content) => content.hospital_responses,
    details: (item) => [item.address],
  },
};

/**
 * The client's doctors and specialists (preferredDoctors, doctors, connecturePreferredDoctors), pharmacies
 * (preferredPharmacy in medicare and connecture, pharmacy in aep_update and crm) and hospitals (preferredHospitals,
 * hospitals, connecturePreferredHospitals). The connecture variants are the same lists with the partner's wording.
 */
// oxlint-disable-next-line typescript/no-unnecessary-type-parameters -- K ties the kind to its list and editor types
export function ProvidersScreen<K extends TProviderKind>(props: TScreenProps & { kind: K; connecture?: boolean }) {
  const { kind } = props;
  const { t } = useTranslation("surveys");
  const strings: `lists.${TProviderKind}` = `lists.${kind}`;
  const tp = (key: string) => t(`${strings}.${key}`);
  const list: TKindList<K> = kinds[kind];
  const items = list.items(props.content);
  const zip = (props.content.zip ?? "").slice(0, 5);
  const state = props.content.state ?? null;
  return (
    <ListScreen
      screenProps={props}
      title={t(`titles.${props.screen}`)}
      intro={props.connecture ? tp("introConnecture") : tp("intro")}
      store={{ collection: list.collection }}
      section={kind}
      items={items}
      toDraft={toDraft}
      newDraft={(id): TProviderDrafts[K] => ({ id, name: "" })}
      describe={(item) => ({ title: item.name, details: list.details(item, items, tp) })}
      labels={{ list: tp("listLabel"), empty: tp("empty"), add: tp("add"), none: tp("none") }}
      renderEditor={({ key, ...editor }) => <ProviderEditor key={key} kind={kind} {...editor} zip={zip} state={state} />}
    />
  );
}
