import { ZCreateSignatureRequest, ZSignatureRequestCreated, ZSignatureRequestView } from "@planready/contracts/signature-requests";
import { ZSubmissionDetailParams } from "@planready/contracts/submissions";
import { ZConsentRecord, ZSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { createSignatureRequest, getSignatureRequestView, signThroughRequest } from "./signature-requests.service.ts";

/** Asking a client again for the signature their survey asks for (docs/decisions/015-signature-requests.md). */
export async function signatureRequestsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/responses/:id/signature-request",
    {
      config: { auth: "user", permission: "submissions:work" },
      schema: {
        tags: ["submissions"],
        summary:
          "Send for signature: a new link (it replaces the previous one) that opens only the signing screen of this " +
          "submission, for 7 days, emailed to the client's address from the survey when asked and there is one. " +
          "For whoever may see the submission (404 otherwise); 409 when it is signed or asks for no signature.",
        params: ZSubmissionDetailParams,
        body: ZCreateSignatureRequest,
        response: { 201: ZSignatureRequestCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSignatureRequest(deps, await app.requireActor(request), request.params.id, request.body)),
  );

  r.get(
    "/api/signature-requests/current",
    {
      config: { auth: "signature" },
      schema: {
        tags: ["survey"],
        summary:
          "With the bearer token of a link sent for signature: the client's name, the agent and agency, the consent " +
          "to sign and, once signed, its record. 401 when the link expired or was replaced.",
        response: { 200: ZSignatureRequestView },
      },
    },
    async (request) => getSignatureRequestView(deps.db, await app.requireSignature(request)),
  );

  r.post(
    "/api/signature-requests/current/consents",
    {
      config: { auth: "signature" },
      schema: {
        tags: ["survey"],
        summary:
          "Sign through a link sent for signature: the consent it asks for, recorded on its submission as evidence " +
          "like POST /api/consents; 201 when recorded, 200 for a retry with the same id, 409 when the link was " +
          "already used to sign.",
        body: ZSignConsentRequest,
        response: { 201: ZConsentRecord, 200: ZConsentRecord },
      },
    },
    async (request, reply) => {
      const { record, created } = await signThroughRequest(deps, await app.requireSignature(request), request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return reply.status(created ? 201 : 200).send(record);
    },
  );
}
