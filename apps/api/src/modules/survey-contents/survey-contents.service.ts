import { clientDisplayName } from "@planready/contracts/notifications";
import type { TSurveyContentFields } from "@planready/contracts/surveys/content";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import type { Db, Tx } from "../../db/client.ts";
import { acaHouseholdMembers, scopeOfAppointmentResponses } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { listSignedConsents } from "../consents/consents.service.ts";
import { collectionTables } from "../../db/item-tables.ts";
import type { SurveyAccess } from "../../core/survey-access.ts";
import { wholeItemFields } from "../../lib/field-revs.ts";
import { presentContentFields, presentItem, type TStoredItem } from "./survey-contents.presenter.ts";
import {
  deleteAllItems,
  deleteItem,
  findContent,
  listItems,
  saveAnswersByTokenHash,
  writeItem,
  type SavedByToken,
  type ItemTable,
} from "./survey-contents.repository.ts";

export type TItemBody = { id: string; client_rev: number };
export type TWrittenItem<T> = TStoredItem<T> & { stale: boolean };
/** Where a collection's items live and which answer fields a whole-item write replaces. */
export type ItemTarget = { table: ItemTable; fieldNames: readonly string[] };

const NO_ITEM = "No item with this id in this survey.";

/**
 * The answers' save with the token's look-up, in one round trip (the repository's `saveAnswersByTokenHash`): the token
 * rules are the responses service's (`saveSurveyAnswers`), which calls this.
 */
export async function saveAnswersByToken(
  db: Db,
  input: { tokenHash: string; contentId: string; fields: Record<string, unknown>; rev: number; now: Date; idleMs: number },
): Promise<SavedByToken | undefined> {
  return saveAnswersByTokenHash(db, input);
}

/**
 * The autosave's answer: every answer as it stands, and `stale` when some answer sent lost to a newer one (a field
 * whose last rev is now greater than the save's).
 */
export function presentSavedAnswers(
  saved: SavedByToken,
  sent: Record<string, unknown>,
  rev: number,
): TSurveyContentFields & { stale: boolean } {
  const stale = Object.keys(sent).some((field) => (saved.fieldRevs[field] ?? -1) > rev);
  return { ...presentContentFields({ id: saved.contentId, data: saved.data, client_rev: saved.clientRev }), stale };
}

/**
 * POST (id in the body) or PUT (id in the path, which the body must repeat) of a whole item: created or replaced
 * when newer than what is stored. A retry with the same id and rev changes nothing.
 */
export async function saveItem<T extends TItemBody>(
  db: Db,
  access: SurveyAccess,
  target: ItemTarget,
  body: T,
  pathId?: string,
): Promise<TWrittenItem<T>> {
  if (pathId !== undefined && body.id !== pathId) {
    throw new AppError("VALIDATION_FAILED", "The item's id must be the one in the address.", [
      { path: "body.id", message: "Must match the id in the address" },
    ]);
  }
  const fields = wholeItemFields(target.fieldNames, body);
  const outcome = await writeItem(db, target.table, access.contentId, body.id, fields, body.client_rev, { partial: false });
  if (!outcome) throw new AppError("NOT_FOUND", NO_ITEM);
  return { ...presentItem<T>(outcome.row), stale: outcome.stale };
}

/** A partial write of a live item (fields not sent are kept); `T` is the whole item's type. */
export async function patchItem<T>(
  db: Db,
  access: SurveyAccess,
  table: ItemTable,
  id: string,
  body: { client_rev: number },
): Promise<TWrittenItem<T>> {
  const { client_rev, ...fields } = body;
  const outcome = await writeItem(db, table, access.contentId, id, fields, client_rev, { partial: true });
  if (!outcome) throw new AppError("NOT_FOUND", NO_ITEM);
  return { ...presentItem<T>(outcome.row), stale: outcome.stale };
}

/** Deletes one item; deleting a missing or already deleted item succeeds (retries are harmless). */
export async function removeItem(db: Db, access: SurveyAccess, table: ItemTable, id: string, rev: number): Promise<void> {
  if (!(await deleteItem(db, table, access.contentId, id, rev))) throw new AppError("NOT_FOUND", NO_ITEM);
}

/** Deletes every item of a collection written before `rev`. */
export async function removeAllItems(db: Db, access: SurveyAccess, table: ItemTable, rev: number): Promise<number> {
  return deleteAllItems(db, table, access.contentId, rev);
}

/**
 * How the agent's notifications name the client of a content: first name and last initial ("Maria L."), from the
 * answers as they stand (undefined when no first name was given). Nothing else of the answers leaves here.
 */
export async function findClientDisplayName(db: Db | Tx, contentId: string): Promise<string | undefined> {
  const data = (await findContent(db, contentId))?.data as Partial<TSurveyContentFields> | undefined;
  return clientDisplayName(data?.first_name, data?.last_name);
}

/** The answers of the token's response with every child collection and the signed consents. */
export async function loadSurveyContent(db: Db, access: SurveyAccess): Promise<TSurveyContent | undefined> {
  const content = await findContent(db, access.contentId);
  if (!content) return undefined;
  const items = (table: (typeof collectionTables)[keyof typeof collectionTables]) =>
    listItems(db, table, access.contentId).then((rows) => rows.map(presentItem));
  const [specialists, hospitals, pharmacies, prescriptions, doTheseApply, lifeConditions, household, soaSelections, signed] =
    await Promise.all([
      items(collectionTables.specialistResponses),
      items(collectionTables.hospitalResponses),
      items(collectionTables.pharmacyResponses),
      items(collectionTables.prescriptionResponses),
      items(collectionTables.doTheseApplyResponses),
      items(collectionTables.lifeHealthConditionResponses),
      items(acaHouseholdMembers),
      items(scopeOfAppointmentResponses),
      listSignedConsents(db, access),
    ]);
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

/**
 * The Scope of Appointment's product choices belong to signing it: a submitted survey's token may still change them
 * while the form is unsigned (the form follows the review), and not once it is signed (decision 017).
 */
export async function requireSoaUnsigned(db: Db, access: SurveyAccess): Promise<void> {
  if (!access.submitted) return;
  const signed = await listSignedConsents(db, access);
  if (signed.some((record) => record.kind === "soa")) {
    throw new AppError("SURVEY_ALREADY_SUBMITTED", "This survey was submitted and its Scope of Appointment is signed.");
  }
}
