import {
  ZAgentSigning,
  ZAgentSigningRequest,
  ZAgentSigningResponse,
  ZSoaAgentSignature,
  ZSoaAgentSignRequest,
} from "@planready/contracts/agent-signing";
import { ZSubmissionDetailParams } from "@planready/contracts/submissions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { signSoaAsAgentCommand } from "../../commands/sign-soa-as-agent.ts";
import { getAgentSigning, saveAgentSigning } from "./agent-signing.service.ts";

/**
 * The agent's part of the Scope of Appointment: their signing details (`/settings/agent-signing`) and signing an
 * SOA's agent section. Every route needs `soa:agent_sign` (packages/contracts/src/permissions.ts: every role).
 */
export async function agentSigningRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/me/agent-signing",
    {
      config: { auth: "user", permission: "soa:agent_sign" },
      schema: {
        tags: ["users"],
        summary: "The signed-in user's current Scope of Appointment signing details (null before the first save).",
        response: { 200: ZAgentSigningResponse },
      },
    },
    async (request) => getAgentSigning(deps.db, await app.requireActor(request)),
  );

  r.put(
    "/api/users/me/agent-signing",
    {
      config: { auth: "user", permission: "soa:agent_sign" },
      schema: {
        tags: ["users"],
        summary:
          "Save the signing details of the agent's part of the Scope of Appointment (name, NPN, phone, agency, plan " +
          "types, the signature drawn or typed, and the opt-in to apply it to new SOAs automatically). Every save is a " +
          "new version; earlier versions stay, as SOAs signed with them name them.",
        body: ZAgentSigningRequest,
        response: { 201: ZAgentSigning },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveAgentSigning(deps.db, await app.requireActor(request), request.body, auditOrigin(request))),
  );

  r.post(
    "/api/responses/:id/soa-agent-signature",
    {
      config: { auth: "user", permission: "soa:agent_sign" },
      schema: {
        tags: ["submissions"],
        summary:
          "Sign the agent's part of a signed Scope of Appointment of this submission with the current saved details, " +
          "recording the time, IP and browser; the PDF is made again. 404 when the submission is not visible or has " +
          "no such SOA; 403 for a reader who is not one of the link's agents; 409 when already signed; 409 " +
          "AGENT_SIGNING_REQUIRED before the signing details are saved.",
        params: ZSubmissionDetailParams,
        body: ZSoaAgentSignRequest,
        response: { 201: ZSoaAgentSignature },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await signSoaAsAgentCommand(deps, await app.requireActor(request), {
          responseId: request.params.id,
          consentId: request.body.consent_id,
          origin: auditOrigin(request),
        }),
      ),
  );
}
