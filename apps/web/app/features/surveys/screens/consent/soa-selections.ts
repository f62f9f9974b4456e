import type { TSoaProduct } from "@planready/contracts/surveys/consent-records";
import type { TScreenProps } from "../screen-props";

/**
 * The products ticked on the Scope of Appointment, saved as they are ticked (`scopeOfAppointmentResponses`: add
 * only, plus delete-all). Ticking adds the product; unticking deletes all and adds back the rest under
 * their same ids with newer revs, which the server accepts over the tombstones the delete left.
 */
export function soaSelectionWrites(props: Pick<TScreenProps, "content" | "surveyType" | "write" | "nextRev" | "newId">) {
  const path = `/api/surveyContents/${props.surveyType}/${encodeURIComponent(props.content.id)}/scopeOfAppointmentResponses`;
  const selections = props.content.scope_of_appointment_selections;
  const add = (id: string, product: TSoaProduct) =>
    props.write({ key: `soa-selection:${id}`, method: "POST", path, body: { id, product, client_rev: props.nextRev() } });

  return {
    products: [...new Set(selections.map((selection) => selection.product))],
    toggle: (product: TSoaProduct, checked: boolean) => {
      if (checked) {
        if (!selections.some((selection) => selection.product === product)) add(props.newId(), product);
        return;
      }
      const rest = selections.filter((selection) => selection.product !== product);
      props.write({ key: "soa-selections", method: "DELETE", path: `${path}?client_rev=${props.nextRev()}` });
      for (const selection of rest) add(selection.id, selection.product);
    },
  };
}
