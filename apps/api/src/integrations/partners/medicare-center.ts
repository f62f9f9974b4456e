import type { PushAdapter } from "./partner-adapter.ts";
import type { PartnerHttp } from "./partner-http.ts";
import { refOf, withSlash } from "./connecture-drx.ts";

/**
 * MedicareCENTER, by API key (the agent's key in the `X-API-Key` header). Our adapter's format for this partner:
 * `POST {MEDICARE_CENTER_API_URL}/v1/leads` with the hand-off itself (the normalised document) and the agent's NPN
 * when saved, the delivery id as `Idempotency-Key`.
 */
export function medicareCenterAdapter(options: { apiUrl: string; http: PartnerHttp }): PushAdapter {
  return {
    id: "medicare_center",
    mode: "push",
    retry: { delaysS: [30, 120, 600] },
    async push(handoff, context) {
      const answer = await options.http.request(new URL("v1/leads", withSlash(options.apiUrl)).toString(), {
        method: "POST",
        headers: {
          "x-api-key": context.credentials.api_key ?? "",
          "content-type": "application/json",
          "idempotency-key": context.deliveryId,
        },
        body: JSON.stringify({ agent_npn: context.settings.agent_npn || null, handoff }),
      });
      return { partnerRef: refOf(answer.json), httpStatus: answer.status };
    },
  };
}
