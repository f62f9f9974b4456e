import { useTranslation } from "react-i18next";
import type { TScreenProps } from "../screen-props";
import { DoctorEditor, type TDoctorDraft } from "./doctor-editor";
import { ListScreen, toDraft } from "./list-screen";

/**
 * preferredDoctors, doctors and connecturePreferredDoctors: the client's doctors and specialists. The connecture
 * variant is the same list with the partner's wording.
 */
export function DoctorsScreen(props: TScreenProps & { connecture?: boolean }) {
  const { t } = useTranslation("surveys");
  const tp = (key: string) => t(`lists.doctors.${key}`);
  const zip = (props.content.zip ?? "").slice(0, 5);
  return (
    <ListScreen
      screenProps={props}
      title={t(`titles.${props.screen}`)}
      intro={props.connecture ? tp("introConnecture") : tp("intro")}
      store={{ collection: "specialistResponses" }}
      section="doctors"
      items={props.content.specialist_responses}
      toDraft={toDraft}
      newDraft={(id): TDoctorDraft => ({ id, name: "" })}
      describe={(item) => ({
        title: item.name,
        details: [[item.is_pcp ? tp("pcpTag") : null, item.specialty].filter(Boolean).join(" · "), item.address, item.phone],
      })}
      labels={{ list: tp("listLabel"), empty: tp("empty"), add: tp("add"), none: tp("none") }}
      renderEditor={({ key, ...editor }) => <DoctorEditor key={key} {...editor} zip={zip} />}
    />
  );
}
