import { ZOk } from "@planready/contracts/errors";
import { stored, ZItemDeleteQuery } from "@planready/contracts/surveys/content-items";
import { ZId } from "@planready/contracts/surveys/fields";
import { ZCreateHouseholdMemberRequest, ZHouseholdMember, ZHouseholdMemberUpdate } from "@planready/contracts/surveys/household";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addHouseholdMember,
  listHouseholdMembers,
  removeHouseholdMember,
  removeHouseholdMembers,
  updateHouseholdMember,
} from "./household.service.ts";
import { ZDeleteAllResponse, ZStale } from "./survey-contents.routes.ts";
import type { AppDeps } from "../../core/deps.ts";

const ZStoredMember = stored(ZHouseholdMember);
const ZWrittenMember = ZStoredMember.extend(ZStale.shape);
const ZContentParams = z.object({ contentId: ZId }).strict();
const survey = { auth: "survey" as const };

/** ACA household members, opened by the bearer survey token. */
export async function householdRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["survey"];

  r.post(
    "/api/aca/surveyContents/householdMember",
    {
      config: survey,
      schema: {
        tags,
        summary: "Add a household member (by its client id, with the content id; a retry changes nothing; an older rev is ignored)",
        body: ZCreateHouseholdMemberRequest,
        response: { 200: ZWrittenMember },
      },
    },
    async (request) => addHouseholdMember(deps.db, await app.requireSurvey(request), request.body),
  );

  r.put(
    "/api/aca/surveyContents/:id",
    {
      config: survey,
      schema: {
        tags,
        summary:
          "Change some answers of household member :id (added earlier; 404 otherwise). Each field is written only if " +
          "client_rev is newer than the rev that last wrote it.",
        params: z.object({ id: ZId }).strict(),
        body: ZHouseholdMemberUpdate,
        response: { 200: ZWrittenMember },
      },
    },
    async (request) => updateHouseholdMember(deps.db, await app.requireSurvey(request), request.params.id, request.body),
  );

  r.get(
    "/api/aca/surveyContents/householdMember/:contentId",
    {
      config: { auth: "survey", surveyParams: { content: "contentId" } },
      schema: {
        tags,
        summary: "The household's members, in the order added",
        params: ZContentParams,
        response: { 200: z.array(ZStoredMember) },
      },
    },
    async (request) => listHouseholdMembers(deps.db, await app.requireSurvey(request), request.params.contentId, { underCoverage: false }),
  );

  r.get(
    "/api/aca/surveyContents/householdMemberUnderCoverage/:contentId",
    {
      config: { auth: "survey", surveyParams: { content: "contentId" } },
      schema: {
        tags,
        summary: "The members seeking coverage (seeking_coverage true), in the order added",
        params: ZContentParams,
        response: { 200: z.array(ZStoredMember) },
      },
    },
    async (request) => listHouseholdMembers(deps.db, await app.requireSurvey(request), request.params.contentId, { underCoverage: true }),
  );

  r.delete(
    "/api/aca/surveyContents/householdMember/:contentId",
    {
      config: { auth: "survey", surveyParams: { content: "contentId" } },
      schema: {
        tags,
        summary: "Delete every household member written before client_rev",
        params: ZContentParams,
        querystring: ZItemDeleteQuery,
        response: { 200: ZDeleteAllResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      deleted: await removeHouseholdMembers(deps.db, await app.requireSurvey(request), request.params.contentId, request.query.client_rev),
    }),
  );

  r.delete(
    "/api/aca/surveyContents/householdMember/:contentId/:id",
    {
      config: { auth: "survey", surveyParams: { content: "contentId" } },
      schema: {
        tags,
        summary: "Delete one household member written before client_rev (deleting a missing member succeeds)",
        params: z.object({ contentId: ZId, id: ZId }).strict(),
        querystring: ZItemDeleteQuery,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await removeHouseholdMember(
        deps.db,
        await app.requireSurvey(request),
        request.params.contentId,
        request.params.id,
        request.query.client_rev,
      );
      return { ok: true as const };
    },
  );
}
