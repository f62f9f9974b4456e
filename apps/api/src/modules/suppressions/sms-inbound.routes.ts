import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { isTwilioSignatureValid, parseFormParams, type FormParams } from "../../integrations/sms/twilio-signature.ts";
import { handleInboundSms, handleSmsStatus, twiml } from "./sms-inbound.service.ts";

/**
 * `POST /api/sms/inbound`: Twilio's webhook for texts sent to our number (configure `<PUBLIC_URL>/api/sms/inbound`
 * on the number or messaging service, HTTP POST). The X-Twilio-Signature is checked against PUBLIC_URL and the path
 * (the URL Twilio was given), with TWILIO_AUTH_TOKEN; without a token the address answers 404, as on a
 * server that has none (a misconfiguration is no client input to answer 5xx to: decision 024).
 * `POST /api/sms/status`: Twilio's status callback for the texts we send (the Twilio adapter asks for it when
 * PUBLIC_URL is set), checked the same way.
 */
export async function smsInboundRoutes(app: FastifyInstance, { deps, twilioAuthToken }: { deps: AppDeps; twilioAuthToken: string | null }) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, parseFormParams(String(body))),
  );

  /** The request's form parameters once its signature is Twilio's; 404 without a token, 403 with a wrong signature. */
  function signedParams(request: FastifyRequest): FormParams {
    if (!twilioAuthToken) throw new AppError("NOT_FOUND", "Texts are not set up on this server (TWILIO_AUTH_TOKEN).");
    const params: FormParams = isFormParams(request.body) ? request.body : {};
    const signature = request.headers["x-twilio-signature"];
    const url = `${deps.publicUrl.replace(/\/$/, "")}${request.url}`;
    if (!isTwilioSignatureValid(twilioAuthToken, typeof signature === "string" ? signature : undefined, url, params)) {
      throw new AppError("FORBIDDEN", "This request is not signed by the SMS provider.");
    }
    return params;
  }

  app.post(
    "/api/sms/inbound",
    {
      config: { auth: "public" },
      schema: {
        tags: ["sms"],
        summary:
          "Twilio's inbound-text webhook (form-encoded, X-Twilio-Signature: 403 FORBIDDEN when wrong, 404 when no auth " +
          "token is configured). STOP and the other opt-out words suppress the number at once; START/UNSTOP/YES undo " +
          "it; HELP is answered. Answers TwiML.",
      },
    },
    async (request, reply) => {
      const { reply: text } = await handleInboundSms(deps.db, signedParams(request));
      return reply.type("text/xml; charset=utf-8").send(twiml(text));
    },
  );

  app.post(
    "/api/sms/status",
    {
      config: { auth: "public" },
      schema: {
        tags: ["sms"],
        summary:
          "Twilio's message status callback (signed like the inbound webhook): a text the carrier could not deliver " +
          "because the number cannot receive texts or blocks them puts it on the sending agency's list. Answers 204.",
      },
    },
    async (request, reply) => {
      await handleSmsStatus(deps.db, signedParams(request));
      return reply.status(204).send();
    },
  );
}

function isFormParams(body: unknown): body is FormParams {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}
