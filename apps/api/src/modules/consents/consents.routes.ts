import { ZConsentRecord, ZSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signConsent } from "./consents.service.ts";
import type { AppDeps } from "../../core/deps.ts";

export async function consentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/consents",
    {
      config: { auth: "survey", surveyAfterSubmit: true },
      schema: {
        tags: ["survey"],
        summary:
          "Sign the Scope of Appointment or the ACA consent. Stored as immutable evidence with the server-computed hash " +
          "of the text version, the IP and the user agent; 201 when recorded, 200 with the stored record for a retry " +
          "with the same id; 400 for an unknown text version. After the survey was submitted (the consent screen follows " +
          "the review), only a consent of a kind not signed yet: 409 SURVEY_ALREADY_SUBMITTED otherwise.",
        body: ZSignConsentRequest,
        response: { 201: ZConsentRecord, 200: ZConsentRecord },
      },
    },
    async (request, reply) => {
      const { record, created } = await signConsent(deps.db, await app.requireSurvey(request), request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return reply.status(created ? 201 : 200).send(record);
    },
  );
}
