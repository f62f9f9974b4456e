import type { TIntegrationHandoff } from "@planready/contracts/integration-handoff";
import { PartnerError, type PushAdapter } from "./partner-adapter.ts";
import type { PartnerHttp } from "./partner-http.ts";
import type { TokenCache } from "./oauth-token-cache.ts";

/**
 * Connecture DRX, by OAuth 2.0 client credentials (the agent's client id and secret; the token cached until it
 * expires, fetched again once when the API refuses it). Our adapter's format for this partner: `POST
 * {CONNECTURE_DRX_API_URL}/v1/client-handoffs` with the body of `drxBody` and the delivery id as `Idempotency-Key`;
 * the answer's `id` is kept as the partner's reference.
 */
export function connectureDrxAdapter(options: { apiUrl: string; tokenUrl: string; http: PartnerHttp; tokens: TokenCache }): PushAdapter {
  const { http, tokens } = options;
  return {
    id: "connecture_drx",
    mode: "push",
    // A quoting tool the agent opens soon after the submission: retried within the first hours.
    retry: { delaysS: [60, 300, 1800, 7200] },
    async push(handoff, context) {
      const credentials = {
        tokenUrl: options.tokenUrl,
        clientId: context.settings.client_id ?? "",
        clientSecret: context.credentials.client_secret ?? "",
      };
      const send = async () =>
        http.request(new URL("v1/client-handoffs", withSlash(options.apiUrl)).toString(), {
          method: "POST",
          headers: {
            authorization: `Bearer ${await tokens.get(credentials)}`,
            "content-type": "application/json",
            "idempotency-key": context.deliveryId,
          },
          body: JSON.stringify(drxBody(handoff)),
        });
      let answer;
      try {
        answer = await send();
      } catch (error) {
        // A token refused before its time (revoked, rotated): one new token, one more try.
        if (!(error instanceof PartnerError) || error.outcome !== "unauthorized" || error.httpStatus !== 401) throw error;
        tokens.invalidate(credentials);
        answer = await send();
      }
      return { partnerRef: refOf(answer.json), httpStatus: answer.status };
    },
  };
}

/** Our DRX body: the client, the medications by RxCUI (NDC where known), pharmacies and providers by NPI. */
export function drxBody(handoff: TIntegrationHandoff) {
  const { client } = handoff;
  return {
    source: "planready",
    external_id: handoff.submission.id,
    test: handoff.submission.test,
    client: {
      first_name: client.first_name,
      last_name: client.last_name,
      date_of_birth: client.date_of_birth,
      gender: client.gender,
      email: client.email,
      phone: client.phone,
      zip: client.address.zip,
      county: client.address.county,
      state: client.address.state,
    },
    coverage: handoff.coverage,
    medications: handoff.drugs.map((drug) => ({
      name: drug.name,
      rxcui: drug.rxnorm,
      ndc: drug.ndc,
      dose: drug.dose,
      quantity: drug.quantity,
      frequency: drug.frequency,
      days_supply: drug.days_supply,
    })),
    pharmacies: handoff.pharmacies.map((p) => ({ npi: p.npi, name: p.name, mail_order: p.mail_order })),
    providers: handoff.providers.map((p) => ({ type: p.kind, npi: p.npi, name: p.name, specialty: p.specialty })),
  };
}

export const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
export const refOf = (json: unknown): string | null => {
  const id = (json as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
};
