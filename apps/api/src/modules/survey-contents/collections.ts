import { itemCollections, type TItemCollection } from "@planready/contracts/surveys/responses";
import type { z } from "zod";
import { collectionTables } from "../../db/item-tables.ts";

/** The answer fields of an item schema: everything but its id and write rev. */
export function itemFieldNames(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape).filter((key) => key !== "id" && key !== "client_rev");
}

export const collectionNames = Object.keys(itemCollections) as TItemCollection[];

/** The table and answer fields of a child collection. */
export function collectionTarget(collection: TItemCollection) {
  return { table: collectionTables[collection], fieldNames: itemFieldNames(itemCollections[collection].schema) };
}
