import { randomUUID } from "node:crypto";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";

/** The signer's date as the consent form takes it (MM/DD/YYYY, UTC: the API accepts the US dates of now). */
const usDate = (now = new Date()) =>
  `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCDate()).padStart(2, "0")}/${now.getUTCFullYear()}`;

/** A Scope of Appointment signed by the beneficiary, typed name only. */
export const soaBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: "soa",
  text_version: currentConsentVersion.soa,
  locale: "en",
  signer_role: "beneficiary",
  signer_name: "Rosa Diaz",
  products: ["part_d"],
  typed_name: "Rosa Diaz",
  date: usDate(),
  ...overrides,
});

/** An ACA consent signed by the beneficiary, typed name only. */
export const acaBody = (overrides: Record<string, unknown> = {}) =>
  soaBody({ kind: "aca_consent", text_version: currentConsentVersion.aca_consent, products: undefined, ...overrides });
