import { ZOk } from "@planready/contracts/errors";
import { ZSoaSelectionItem } from "@planready/contracts/surveys/consent-records";
import { ZSurveyContentFields, ZSurveyContentUpdate } from "@planready/contracts/surveys/content";
import { stored, ZItemDeleteQuery } from "@planready/contracts/surveys/content-items";
import { itemCollections, ZItemCollectionParams, ZItemParams, ZSurveyContentParams } from "@planready/contracts/surveys/responses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { scopeOfAppointmentResponses } from "../../db/schema.ts";
import { collectionNames, collectionTarget, itemFieldNames } from "./collections.ts";
import { removeAllItems, removeItem, requireSoaUnsigned, saveItem, type ItemTarget } from "./survey-contents.service.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { saveSurveyAnswers } from "../responses/responses.service.ts";

/** True when some of what was sent was older than what is stored and was not written: the body is what is stored. */
export const ZStale = z.object({ stale: z.boolean() });
export const ZDeleteAllResponse = z.object({ ok: z.literal(true), deleted: z.number().int() });
const ZCollectionParams = ZItemCollectionParams.omit({ collection: true });
const ZCollectionItemParams = ZItemParams.omit({ collection: true });
const survey = (content: string) => ({ auth: "survey" as const, surveyParams: { content } });
/** The Scope of Appointment's product choices: part of signing it, open to a submitted survey's token until signed. */
const signing = (content: string) => ({ ...survey(content), surveyAfterSubmit: true });
const tags = ["survey"];
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Survey content answers and their child collections, all opened by the bearer survey token. */
export async function surveyContentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    "/api/surveyContents/:type/:id",
    {
      // The token is read in the save's own statement (one round trip per autosave): see the handler.
      config: { ...survey("id"), surveyCheckedByHandler: true },
      attachValidation: true,
      schema: {
        tags,
        summary:
          "Save some answers. Each field is written only if client_rev is newer than the rev that last wrote it; " +
          "otherwise the stored answer stays and stale is true. :type is any survey type (the content has one shape).",
        params: ZSurveyContentParams,
        body: ZSurveyContentUpdate,
        response: { 200: ZSurveyContentFields.extend(ZStale.shape) },
      },
      // The autosave's answer is built by presentContentFields, which already checked every answer against its
      // schema: it is written as JSON without a second pass through the whole response schema.
      serializerCompiler: plainJson,
    },
    async (request) => {
      // Input the schema refuses is refused only to a token that opens this content, as on every survey route (the
      // others check the token before validation): anyone else gets the token's own refusal.
      if (request.validationError) {
        const access = await app.requireSurvey(request);
        if (access.contentId !== request.params.id) throw new AppError("NOT_FOUND", "No survey content with this id.");
        throw request.validationError;
      }
      const saved = await saveSurveyAnswers(deps.db, request.headers.authorization, request.params.id, request.body);
      request.surveyAccess = saved.access;
      return saved.answer;
    },
  );

  for (const collection of collectionNames) {
    itemRoutes(app, deps, collection, itemCollections[collection].schema, collectionTarget(collection), { addOnly: false });
  }
  // Scope of Appointment product selections: add only, plus delete-all.
  itemRoutes(
    app,
    deps,
    "scopeOfAppointmentResponses",
    ZSoaSelectionItem,
    { table: scopeOfAppointmentResponses, fieldNames: itemFieldNames(ZSoaSelectionItem) },
    { addOnly: true },
  );
}

/**
 * POST (add or replace by client id), delete-all and, unless add-only, PUT and DELETE of one item, under
 * `/surveyContents/{type}/{contentId}/{collection}`.
 */
function itemRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  collection: string,
  schema: z.ZodObject<{ id: z.ZodUUID; client_rev: z.ZodNumber }, z.core.$strict>,
  target: ItemTarget,
  options: { addOnly: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `/api/surveyContents/:type/:contentId/${collection}`;
  const ZWritten = stored(schema).extend(ZStale.shape);
  // Add-only is the Scope of Appointment's product choices (see `signing`).
  const config = options.addOnly ? signing("contentId") : survey("contentId");
  const opened = async (request: FastifyRequest) => {
    const access = await app.requireSurvey(request);
    if (options.addOnly) await requireSoaUnsigned(deps.db, access);
    return access;
  };

  r.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: `Add or replace a ${collection} item by its client id (a retry with the same id and rev changes nothing; an older rev is ignored)`,
        params: ZCollectionParams,
        body: schema,
        response: { 200: ZWritten },
      },
    },
    async (request) => saveItem(deps.db, await opened(request), target, request.body),
  );

  r.delete(
    path,
    {
      config,
      schema: {
        tags,
        summary: `Delete every ${collection} item last written before client_rev (later writes stay)`,
        params: ZCollectionParams,
        querystring: ZItemDeleteQuery,
        response: { 200: ZDeleteAllResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      deleted: await removeAllItems(deps.db, await opened(request), target.table, request.query.client_rev),
    }),
  );

  if (options.addOnly) return;

  r.put(
    `${path}/:itemId`,
    {
      config: survey("contentId"),
      schema: {
        tags,
        summary: `Replace a ${collection} item (the body's id repeats :itemId; created when missing; an older rev is ignored)`,
        params: ZCollectionItemParams,
        body: schema,
        response: { 200: ZWritten },
      },
    },
    async (request) => saveItem(deps.db, await app.requireSurvey(request), target, request.body, request.params.itemId),
  );

  r.delete(
    `${path}/:itemId`,
    {
      config: survey("contentId"),
      schema: {
        tags,
        summary: `Delete a ${collection} item last written before client_rev (deleting a missing item succeeds)`,
        params: ZCollectionItemParams,
        querystring: ZItemDeleteQuery,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await removeItem(deps.db, await app.requireSurvey(request), target.table, request.params.itemId, request.query.client_rev);
      return { ok: true as const };
    },
  );
}
