import { safeReturnTo } from "./auth.ts";

/**
 * Onboarding rules (docs/product.md#accounts-and-onboarding), shared by the pages and the server-side redirects.
 * Pure functions: the same answer on both sides.
 */

export const agencySteps = ["Name", "Address", "Discount"] as const;
export const agentSteps = ["Name", "Terms", "Finished"] as const;
export type TAgencyStep = (typeof agencySteps)[number];
export type TAgentStep = (typeof agentSteps)[number];

export type TOnboardingSubject = {
  user_type: string;
  first_name: string | null;
  last_name: string | null;
  tos_accepted: string | null;
  org: { name: string | null } | null;
};

export const ORG_NAMING_TYPES = ["Admin", "Restricted-Admin"] as const;

/** Only Admin and Restricted-Admin users name an unnamed organisation. */
export function needsAgencyName(subject: TOnboardingSubject): boolean {
  const names = (ORG_NAMING_TYPES as readonly string[]).includes(subject.user_type);
  return names && !subject.org?.name?.trim();
}

/** Which agent step is still needed, or null when the agent onboarding is complete. */
export function neededAgentStep(subject: TOnboardingSubject): TAgentStep | null {
  if (!subject.first_name?.trim() || !subject.last_name?.trim()) return "Name";
  if (!subject.tos_accepted) return "Terms";
  return null;
}

/** The path a signed-in user must complete before using the app, or null when none. */
export function requiredOnboardingPath(subject: TOnboardingSubject): string | null {
  if (needsAgencyName(subject)) return agencyStepPath("Name");
  const agent = neededAgentStep(subject);
  return agent ? agentStepPath(agent) : null;
}

/**
 * The page a new account came to sign up for (`?returnTo=`, e.g. the ConnectureDRX welcome with the partner's query),
 * carried through the agency and agent steps and opened at their end. Only a path of the app counts (never another
 * site, nor the onboarding itself): anything else is dropped.
 */
export const ONBOARDING_RETURN_PARAM = "returnTo";

export function onboardingReturnTo(value: string | null | undefined): string | null {
  const path = safeReturnTo(value, "");
  if (!path || path === "/signup" || path.startsWith("/signup?") || path.startsWith("/onboarding/")) return null;
  return path;
}

function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const kept = onboardingReturnTo(returnTo);
  return kept ? `${path}&${ONBOARDING_RETURN_PARAM}=${encodeURIComponent(kept)}` : path;
}

/** Where the onboarding ends: the page the account signed up for, or the dashboard. */
const onboardingEnd = (returnTo: string | null | undefined) => onboardingReturnTo(returnTo) ?? "/dashboard";

export const agencyStepPath = (step: TAgencyStep, returnTo?: string | null) => withReturnTo(`/onboarding/agency?step=${step}`, returnTo);
export const agentStepPath = (step: TAgentStep, returnTo?: string | null) => withReturnTo(`/onboarding/agent?step=${step}`, returnTo);

export class InvalidStepError extends Error {
  constructor() {
    super("Invalid step");
    this.name = "InvalidStepError";
  }
}

export function parseAgencyStep(value: string | null): TAgencyStep | null {
  return (agencySteps as readonly string[]).includes(value ?? "") ? (value as TAgencyStep) : null;
}
export function parseAgentStep(value: string | null): TAgentStep | null {
  return (agentSteps as readonly string[]).includes(value ?? "") ? (value as TAgentStep) : null;
}

/** Next agency step; after Discount the agent onboarding starts. Raises 'Invalid step' for an unknown step. */
export function nextAgencyPath(step: string | null, returnTo?: string | null): string {
  const current = parseAgencyStep(step);
  if (!current) throw new InvalidStepError();
  const index = agencySteps.indexOf(current);
  const next = agencySteps[index + 1];
  return next ? agencyStepPath(next, returnTo) : agentStepPath("Name", returnTo);
}

/** Back target of an agency step: Name goes back to /signup. */
export function previousAgencyPath(step: string | null, returnTo?: string | null): string {
  const current = parseAgencyStep(step);
  if (!current) throw new InvalidStepError();
  const previous = agencySteps[agencySteps.indexOf(current) - 1];
  if (previous) return agencyStepPath(previous, returnTo);
  const kept = onboardingReturnTo(returnTo);
  return kept ? `/signup?${ONBOARDING_RETURN_PARAM}=${encodeURIComponent(kept)}` : "/signup";
}

/**
 * Next agent step. After Terms, a user of a multi-user organisation goes straight to the dashboard;
 * after Finished (or Skip for now) everyone does. An account that signed up for another page (`returnTo`) goes back
 * to that page straight after Terms.
 */
export function nextAgentPath(step: string | null, orgUserCount: number, returnTo?: string | null): string {
  const current = parseAgentStep(step);
  if (!current) throw new InvalidStepError();
  // The Finished step's nudge (buy a first survey) is for the dashboard's users: a page to return to comes first.
  if (current === "Terms" && (orgUserCount > 1 || onboardingReturnTo(returnTo))) return onboardingEnd(returnTo);
  const next = agentSteps[agentSteps.indexOf(current) + 1];
  return next ? agentStepPath(next, returnTo) : onboardingEnd(returnTo);
}

/** Back target of an agent step: Name goes back to the agency Discount step. */
export function previousAgentPath(step: string | null, returnTo?: string | null): string {
  const current = parseAgentStep(step);
  if (!current) throw new InvalidStepError();
  const previous = agentSteps[agentSteps.indexOf(current) - 1];
  return previous ? agentStepPath(previous, returnTo) : agencyStepPath("Discount", returnTo);
}

export const FILL_ALL_FIELDS = "Please fill out all fields";

export type TAddress = { address_one: string; address_two?: string | null; city: string; state: string; zip: string };

/** Street, city, state and zip required; apartment optional; no format checks. */
export function isAddressComplete(address: Partial<TAddress>): boolean {
  return [address.address_one, address.city, address.state, address.zip].every((v) => !!v?.trim());
}

/**
 * The first and last name the agent Name step starts from, out of the one name typed at sign-up: the first word is
 * the first name and the rest the last name (two surnames stay together: "Maria Lopez Garcia"). A suggestion the
 * person can correct, never saved without them.
 */
export function splitFullName(name: string | null | undefined): { first_name: string; last_name: string } {
  const [first = "", ...rest] = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { first_name: first, last_name: rest.join(" ") };
}
