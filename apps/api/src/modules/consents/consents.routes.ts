import { ZConsentRecord, ZSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emitSurveyWebhookEvent } from "../webhooks/webhooks.service.ts";
import { signConsent } from "./consents.service.ts";
import { applySavedAgentSignature } from "../agent-signing/agent-signing.service.ts";
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
          "the review), only a consent of a kind not signed yet: 409 SURVEY_ALREADY_SUBMITTED otherwise. An SOA is signed at " +
          "once by the link's agent who opted in to apply their saved signature.",
        body: ZSignConsentRequest,
        response: { 201: ZConsentRecord, 200: ZConsentRecord },
      },
    },
    async (request, reply) => {
      const access = await app.requireSurvey(request);
      const { record, created } = await signConsent(deps.db, access, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      // An agent who opted in signs their part of the SOA at once (docs/product.md#the-agents-part-of-the-scope-of-appointment).
      await applySavedAgentSignature(deps.db, { ...record, responseId: access.responseId, linkId: access.linkId, orgId: access.orgId });
      if (created && record.kind === "soa") {
        await emitSurveyWebhookEvent(deps, {
          orgId: access.orgId,
          linkId: access.linkId,
          responseId: access.responseId,
          type: "soa.signed",
        });
      }
      return reply.status(created ? 201 : 200).send(record);
    },
  );
}
