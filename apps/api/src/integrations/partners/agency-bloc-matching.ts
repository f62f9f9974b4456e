/** A contact as the CRM lists it (our adapter's format), and the client a submission names. */
export type CrmContact = {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
};
export type CrmClient = { first_name: string | null; last_name: string | null; email: string | null; phone: string | null };

const lower = (value: string | null | undefined) => value?.trim().toLowerCase() || null;
const digits = (value: string | null | undefined) => {
  const d = value?.replace(/\D/g, "") ?? "";
  return d.length === 11 && d.startsWith("1") ? d.slice(1) : d || null;
};
const nameKey = (value: string | null | undefined) =>
  lower(value)
    ?.normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z]/g, "") || null;

/**
 * The CRM contact a submission updates instead of creating another (no duplicate on a re-submission): the one with
 * the client's email (case and spaces aside); else the one with the same phone digits and the same first and last
 * name (accents, case and punctuation aside); else none. A phone alone never matches: households share one.
 */
export function matchContact(candidates: readonly CrmContact[], client: CrmClient): CrmContact | null {
  const email = lower(client.email);
  if (email) {
    const byEmail = candidates.find((c) => lower(c.email) === email);
    if (byEmail) return byEmail;
  }
  const phone = digits(client.phone);
  const first = nameKey(client.first_name);
  const last = nameKey(client.last_name);
  if (!phone || !first || !last) return null;
  return candidates.find((c) => digits(c.phone) === phone && nameKey(c.first_name) === first && nameKey(c.last_name) === last) ?? null;
}
