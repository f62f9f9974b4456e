import { useTranslation } from "react-i18next";
import type { TScreenProps } from "../screen-props";
import { ListScreen, toDraft } from "./list-screen";
import { PharmacyEditor, type TPharmacyDraft } from "./pharmacy-editor";

/** preferredPharmacy (medicare, connecture) and pharmacy (aep_update, crm): where the client fills prescriptions. */
export function PharmaciesScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const tp = (key: string) => t(`lists.pharmacies.${key}`);
  const zip = props.content.zip ?? "";
  const items = props.content.pharmacy_responses;
  return (
    <ListScreen
      screenProps={props}
      title={t(`titles.${props.screen}`)}
      intro={tp("intro")}
      store={{ collection: "pharmacyResponses" }}
      section="pharmacies"
      items={items}
      toDraft={toDraft}
      newDraft={(id): TPharmacyDraft => ({ id, name: "" })}
      describe={(item) => ({
        title: item.name,
        details: [
          [items.length > 1 && item.id === items[0]?.id ? tp("preferredTag") : null, item.is_mail_order ? tp("mailOrderTag") : null]
            .filter(Boolean)
            .join(" · "),
          item.address,
          item.phone,
        ],
      })}
      labels={{ list: tp("listLabel"), empty: tp("empty"), add: tp("add"), none: tp("none") }}
      renderEditor={({ key, ...editor }) => <PharmacyEditor key={key} {...editor} zip={zip.slice(0, 5)} />}
    />
  );
}
