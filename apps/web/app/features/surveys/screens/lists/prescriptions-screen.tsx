import { useTranslation } from "../../../../i18n/react";
import type { TScreenProps } from "../screen-props";
import { ListScreen, toDraft } from "./list-screen";
import { PrescriptionEditor, type TPrescriptionDraft } from "./prescription-editor";

/** currentPrescriptions (medicare, connecture, life) and prescriptions (aep_update, crm): the client's drugs. */
export function PrescriptionsScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const tp = (key: string, options?: Record<string, unknown>) => t(`lists.prescriptions.${key}`, options ?? {});
  return (
    <ListScreen
      screenProps={props}
      title={t(`titles.${props.screen}`)}
      intro={tp("intro")}
      store={{ collection: "prescriptionResponses" }}
      section="prescriptions"
      items={props.content.prescription_responses}
      toDraft={toDraft}
      newDraft={(id): TPrescriptionDraft => ({ id, drug_name: "" })}
      describe={(item) => ({
        title: item.drug_name,
        details: [
          [item.strength, item.dosage_form].filter(Boolean).join(" "),
          [
            item.frequency ? tp(`frequencies.${item.frequency}`) : null,
            item.quantity ? tp("perFill", { quantity: item.quantity }) : null,
            item.days_supply ? tp("daysSummary", { days: item.days_supply }) : null,
          ]
            .filter(Boolean)
            .join(" · "),
        ],
      })}
      labels={{ list: tp("listLabel"), empty: tp("empty"), add: tp("add"), none: tp("none") }}
      renderEditor={({ key, ...editor }) => <PrescriptionEditor key={key} {...editor} />}
    />
  );
}
