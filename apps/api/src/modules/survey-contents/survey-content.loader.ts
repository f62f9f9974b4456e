import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import type { Db } from "../../db/client.ts";
import { acaHouseholdMembers, scopeOfAppointmentResponses } from "../../db/schema.ts";
import { presentConsent } from "../consents/consents.presenter.ts";
import { listConsents } from "../consents/consents.repository.ts";
import type { SurveyAccess } from "../responses/responses.repository.ts";
import { collectionTables } from "./collections.ts";
import { presentContentFields, presentItem } from "./survey-contents.presenter.ts";
import { findContent, listItems } from "./survey-contents.repository.ts";

/** The answers of the token's response with every child collection and the signed consents. */
export async function loadSurveyContent(db: Db, access: SurveyAccess): Promise<TSurveyContent | undefined> {
  const content = await findContent(db, access.contentId);
  if (!content) return undefined;
  const items = (table: (typeof collectionTables)[keyof typeof collectionTables]) =>
    listItems(db, table, access.contentId).then((rows) => rows.map(presentItem));
  const [specialists, hospitals, pharmacies, prescriptions, doTheseApply, lifeConditions, household, soaSelections, consents] =
    await Promise.all([
      items(collectionTables.specialistResponses),
      items(collectionTables.hospitalResponses),
      items(collectionTables.pharmacyResponses),
      items(collectionTables.prescriptionResponses),
      items(collectionTables.doTheseApplyResponses),
      items(collectionTables.lifeHealthConditionResponses),
      items(acaHouseholdMembers),
      items(scopeOfAppointmentResponses),
      listConsents(db, access.responseId),
    ]);
  const signed = consents.map((row) => presentConsent(row, access.contentId));
  // Rows were validated by the item schemas when written; the response schema checks them again on the way out.
  return {
    ...presentContentFields(content),
    specialist_responses: specialists,
    hospital_responses: hospitals,
    pharmacy_responses: pharmacies,
    prescription_responses: prescriptions,
    do_these_apply_responses: doTheseApply,
    life_health_condition_responses: lifeConditions,
    household_members: household,
    scope_of_appointment_responses: signed.filter((c) => c.kind === "soa"),
    aca_consent_responses: signed.filter((c) => c.kind === "aca_consent"),
    scope_of_appointment_selections: soaSelections,
  } as TSurveyContent;
}
