import { z } from "zod";
import { ZId } from "./surveys/fields.ts";
import { ZHouseholdMember } from "./surveys/household.ts";
import { itemCollections } from "./surveys/responses.ts";

/**
 * Corrections of a submission's list items from the dashboard (`PUT /responses/{id}?fromDashboard=true`, `items`).
 * An agent edits, adds or removes an item of a child collection; every change is validated by the same item schema
 * as the client's own writes of that collection.
 */

/**
 * The child collections an agent may correct, by their key in the survey content (TSurveyContent), with the schema
 * of their items. The Scope of Appointment selections are evidence of what the client agreed to discuss, like the
 * signed consents: they cannot be corrected.
 */
export const correctableItemSchemas = {
  prescription_responses: itemCollections.prescriptionResponses.schema,
  pharmacy_responses: itemCollections.pharmacyResponses.schema,
  specialist_responses: itemCollections.specialistResponses.schema,
  hospital_responses: itemCollections.hospitalResponses.schema,
  do_these_apply_responses: itemCollections.doTheseApplyResponses.schema,
  life_health_condition_responses: itemCollections.lifeHealthConditionResponses.schema,
  household_members: ZHouseholdMember,
} as const;
export type TCorrectableCollection = keyof typeof correctableItemSchemas;
export const correctableCollections = Object.keys(correctableItemSchemas) as TCorrectableCollection[];
export const ZCorrectableCollection = z.enum(correctableCollections as [TCorrectableCollection, ...TCorrectableCollection[]]);

/** Item changes per correction. */
export const SUBMISSION_ITEM_CHANGES_MAX = 100;

type TItemShape = z.ZodRawShape & { id: z.ZodType; client_rev: z.ZodType };

/**
 * Where an item came from (`verified`: picked from the public registry, or typed by the client): recorded with the
 * item and shown to the agent, never an answer an agent sets. An agent's change of a registry record's name or NPI
 * clears it (apps/api/src/modules/submissions/item-corrections.ts).
 */
export const itemProvenanceNames: readonly string[] = ["verified"];

/** The answer fields of an item schema (its shape without id and write rev; cross-field rules are not in a shape). */
export function itemAnswerNames(collection: TCorrectableCollection): string[] {
  return Object.keys(correctableItemSchemas[collection].shape).filter((key) => key !== "id" && key !== "client_rev");
}

/**
 * What the collection's item schema says about a whole item with these answers, including its cross-field rules
 * ("choose a condition for 'chronic condition'"): each issue's path is within the answers.
 */
export function itemAnswerIssues(
  collection: TCorrectableCollection,
  id: string,
  answers: Record<string, unknown>,
): { path: PropertyKey[]; message: string }[] {
  const result = correctableItemSchemas[collection].safeParse({ ...answers, id, client_rev: 0 });
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

/** One collection's changes: add a whole item (its id chosen by the caller), update some of its answers, remove it. */
function itemChange<const C extends TCorrectableCollection, S extends TItemShape>(collection: C, schema: z.ZodObject<S, z.core.$strict>) {
  const { id: _id, client_rev: _rev, ...itemShape } = schema.shape;
  // The provenance of an item is not the agent's to set.
  const answerShape = Object.fromEntries(Object.entries(itemShape).filter(([name]) => !itemProvenanceNames.includes(name))) as Omit<
    typeof itemShape,
    "verified"
  >;
  const answers = z.object(answerShape).strict();
  const target = { collection: z.literal(collection), id: ZId };
  return z.discriminatedUnion("op", [
    z
      .object({ ...target, op: z.literal("add"), values: answers })
      .strict()
      .superRefine(
        (change, ctx) => {
          for (const issue of itemAnswerIssues(collection, change.id, change.values)) {
            ctx.addIssue({ code: "custom", path: ["values", ...issue.path], message: issue.message });
          }
        },
        // The cross-field rules, once each answer is valid (the answers' own issues are already reported).
        { when: (payload) => payload.issues.length === 0 },
      ),
    z
      .object({
        ...target,
        op: z.literal("update"),
        /** Only the answers that change; null clears an optional answer. */
        values: answers.partial().refine((values) => Object.keys(values).length > 0, "Change at least one answer of the item"),
      })
      .strict(),
    z.object({ ...target, op: z.literal("remove") }).strict(),
  ]);
}

/**
 * A change to one list item. `update` sends the answers that change (the item as it then is must still pass its
 * schema, cross-field rules included: checked by the API against the stored item). `add` sends a whole item with
 * an id the caller generates (a retry of the same add changes nothing). `remove` deletes a live item.
 */
export const ZSubmissionItemChange = z.discriminatedUnion("collection", [
  itemChange("prescription_responses", correctableItemSchemas.prescription_responses),
  itemChange("pharmacy_responses", correctableItemSchemas.pharmacy_responses),
  itemChange("specialist_responses", correctableItemSchemas.specialist_responses),
  itemChange("hospital_responses", correctableItemSchemas.hospital_responses),
  itemChange("do_these_apply_responses", correctableItemSchemas.do_these_apply_responses),
  itemChange("life_health_condition_responses", correctableItemSchemas.life_health_condition_responses),
  itemChange("household_members", correctableItemSchemas.household_members),
]);
export type TSubmissionItemChange = z.infer<typeof ZSubmissionItemChange>;
