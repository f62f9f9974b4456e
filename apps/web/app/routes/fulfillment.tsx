import { PolicyPage } from "../features/site/components/content/policy-page";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/fulfillment";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "fulfillment");

/** Delivery, billing, cancellation and refunds, consistent with the service agreement (features/onboarding/terms/saas-agreement.ts). */
export default function Fulfillment() {
  return <PolicyPage page="fulfillment" email={externalLinks.supportEmail} />;
}
