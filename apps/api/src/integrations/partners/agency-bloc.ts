import type { TIntegrationHandoff } from "@planready/contracts/integration-handoff";
import { matchContact, type CrmContact } from "./agency-bloc-matching.ts";
import type { PushAdapter } from "./partner-adapter.ts";
import type { PartnerHttp } from "./partner-http.ts";
import { refOf, withSlash } from "./connecture-drx.ts";

/**
 * AgencyBloc (CRM), by API key (`X-API-Key`). Creates or updates the client's contact: looked up by email, then by
 * phone (kept when the name matches too: `matchContact`), updated when found, created otherwise — so a client who
 * submits again is one contact. Our adapter's format for this partner: `GET {AGENCY_BLOC_API_URL}/v1/contacts?email=`
 * or `?phone=` answering `{ contacts: [...] }`, `POST /v1/contacts`, `PUT /v1/contacts/{id}`, with `contactBody`.
 */
export function agencyBlocAdapter(options: { apiUrl: string; http: PartnerHttp }): PushAdapter {
  const base = withSlash(options.apiUrl);
  return {
    id: "agency_bloc",
    mode: "push",
    // A CRM that rate-limits: spread over the day.
    retry: { delaysS: [60, 600, 3600, 21_600] },
    async push(handoff, context) {
      const headers = { "x-api-key": context.credentials.api_key ?? "", "content-type": "application/json" };
      const search = async (query: Record<string, string>) => {
        const url = new URL("v1/contacts", base);
        for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
        const { json } = await options.http.request(url.toString(), { method: "GET", headers });
        const contacts = (json as { contacts?: unknown } | null)?.contacts;
        return Array.isArray(contacts) ? (contacts as CrmContact[]) : [];
      };
      const client = handoff.client;
      let found: CrmContact | null = null;
      if (client.email) found = matchContact(await search({ email: client.email }), client);
      if (!found && client.phone) found = matchContact(await search({ phone: client.phone }), client);
      const body = JSON.stringify(contactBody(handoff));
      const answer = found
        ? await options.http.request(new URL(`v1/contacts/${encodeURIComponent(found.id)}`, base).toString(), {
            method: "PUT",
            headers,
            body,
          })
        : await options.http.request(new URL("v1/contacts", base).toString(), {
            method: "POST",
            headers: { ...headers, "idempotency-key": context.deliveryId },
            body,
          });
      return { partnerRef: refOf(answer.json) ?? found?.id ?? null, httpStatus: answer.status };
    },
  };
}

/** The contact: who the client is, how to reach them, and a note of what they told us (counts and names). */
export function contactBody(handoff: TIntegrationHandoff) {
  const { client } = handoff;
  return {
    first_name: client.first_name,
    last_name: client.last_name,
    email: client.email,
    phone: client.phone,
    date_of_birth: client.date_of_birth,
    address: client.address,
    source: "PlanReady",
    external_id: handoff.submission.id,
    current_coverage: handoff.coverage.current,
    medications: handoff.drugs.map((drug) => drug.name),
    pharmacies: handoff.pharmacies.map((p) => p.name),
    providers: handoff.providers.map((p) => p.name),
    submission_link: handoff.submission.link_url,
  };
}
