import { useTranslation } from "react-i18next";
import type { TScreenProps } from "../screen-props";
import { HospitalEditor, type THospitalDraft } from "./hospital-editor";
import { ListScreen, toDraft } from "./list-screen";

/** preferredHospitals, hospitals and connecturePreferredHospitals (the partner's wording): the client's hospitals. */
export function HospitalsScreen(props: TScreenProps & { connecture?: boolean }) {
  const { t } = useTranslation("surveys");
  const tp = (key: string) => t(`lists.hospitals.${key}`);
  const zip = (props.content.zip ?? "").slice(0, 5);
  return (
    <ListScreen
      screenProps={props}
      title={t(`titles.${props.screen}`)}
      intro={props.connecture ? tp("introConnecture") : tp("intro")}
      store={{ collection: "hospitalResponses" }}
      section="hospitals"
      items={props.content.hospital_responses}
      toDraft={toDraft}
      newDraft={(id): THospitalDraft => ({ id, name: "" })}
      describe={(item) => ({ title: item.name, details: [item.address] })}
      labels={{ list: tp("listLabel"), empty: tp("empty"), add: tp("add"), none: tp("none") }}
      renderEditor={({ key, ...editor }) => <HospitalEditor key={key} {...editor} zip={zip} />}
    />
  );
}
