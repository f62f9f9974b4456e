import type { TIntegrationHandoff } from "@planready/contracts/integration-handoff";
import type { TPartnerIntegrationId } from "@planready/contracts/integrations";
import type { PrefillAdapter } from "./partner-adapter.ts";

/**
 * A partner whose page takes a pre-filled address (Medicare Pro, HealthSherpa): the submission shows "Open in
 * {partner}", which opens the operator's configured address with the hand-off's values as query parameters (our
 * adapter's format for that partner: `first_name`, `last_name`, `dob`, `zip`, `rxcui` and `ndc` (comma-separated),
 * `quantity`, `pharmacy_npi`, `provider_npi`, and the agent's `agent` code when saved). Nothing is sent by the server.
 */
export function prefillAdapter(id: TPartnerIntegrationId, baseUrl: string): PrefillAdapter {
  return {
    id,
    mode: "prefill_link",
    openUrl(handoff, settings) {
      const url = new URL(baseUrl);
      for (const [key, value] of Object.entries(prefillParams(handoff))) if (value) url.searchParams.set(key, value);
      if (settings.agent_code) url.searchParams.set("agent", settings.agent_code);
      return url.toString();
    },
  };
}

export function prefillParams(handoff: TIntegrationHandoff): Record<string, string | null> {
  const list = (values: (string | number | null)[]) => values.filter((v) => v !== null && v !== "").join(",") || null;
  return {
    first_name: handoff.client.first_name,
    last_name: handoff.client.last_name,
    dob: handoff.client.date_of_birth,
    zip: handoff.client.address.zip,
    email: handoff.client.email,
    phone: handoff.client.phone,
    rxcui: list(handoff.drugs.map((d) => d.rxnorm)),
    ndc: list(handoff.drugs.map((d) => d.ndc)),
    quantity: list(handoff.drugs.map((d) => d.quantity)),
    pharmacy_npi: list(handoff.pharmacies.map((p) => p.npi)),
    provider_npi: list(handoff.providers.map((p) => p.npi)),
  };
}
