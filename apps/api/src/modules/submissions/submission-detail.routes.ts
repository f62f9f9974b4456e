import {
  ZFromDashboardQuery,
  ZSubmissionCorrectionRequest,
  ZSubmissionCorrectionResponse,
  ZSubmissionDetail,
  ZSubmissionDetailParams,
} from "@planready/contracts/submissions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { correctSubmission, getSubmissionDetail } from "./submission-detail.service.ts";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";

/**
 * `PUT /responses/{id}` is the client's (survey token) unless the query says `fromDashboard=true`: then it is the
 * signed-in agent's correction. A route constraint picks the handler, so each keeps its own auth and schemas.
 */
type ConstraintStrategy = Parameters<FastifyInstance["addConstraintStrategy"]>[0];
type RouteStore = NonNullable<ReturnType<ReturnType<ConstraintStrategy["storage"]>["get"]>>;

const fromDashboardConstraint: ConstraintStrategy = {
  name: "fromDashboard",
  storage() {
    const handlers = new Map<string, RouteStore>();
    return { get: (value) => handlers.get(String(value)) ?? null, set: (value, store) => void handlers.set(String(value), store) };
  },
  deriveConstraint(req) {
    const query = req.url?.split("?")[1];
    return query && new URLSearchParams(query).get("fromDashboard") === "true" ? "true" : undefined;
  },
  mustMatchWhenDerived: true,
  validate() {},
};

export async function submissionDetailRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["submissions"];
  if (!app.hasConstraintStrategy("fromDashboard")) app.addConstraintStrategy(fromDashboardConstraint);

  r.get(
    "/api/responses/:id/detail",
    {
      config: { auth: "user", permission: "submissions:read" },
      schema: {
        tags,
        summary:
          "A submission as its agents see it: answers, child collections, signed consents and corrections (its link's owner and stakeholders only, 404 to anyone else; audited)",
        params: ZSubmissionDetailParams,
        response: { 200: ZSubmissionDetail },
      },
    },
    async (request) => getSubmissionDetail(deps.db, await app.requireActor(request), auditOrigin(request), request.params.id),
  );

  r.put(
    "/api/responses/:id",
    {
      constraints: { fromDashboard: "true" },
      config: { auth: "user", permission: "submissions:work" },
      schema: {
        tags,
        summary:
          "With ?fromDashboard=true: the link's owner or a stakeholder corrects answers and list items (edit, add, " +
          "remove), all or nothing; each changed field and item is recorded (who, when, before, after)",
        params: ZSubmissionDetailParams,
        querystring: ZFromDashboardQuery,
        body: ZSubmissionCorrectionRequest,
        response: { 200: ZSubmissionCorrectionResponse },
      },
    },
    async (request) => correctSubmission(deps, await app.requireActor(request), auditOrigin(request), request.params.id, request.body),
  );
}
