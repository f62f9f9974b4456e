import { PolicyPage } from "../features/site/components/content/policy-page";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/privacy";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "privacy");

/** What survey data is collected, who sees it (only the link's agent), retention and contact. */
export default function Privacy() {
  return <PolicyPage page="privacy" email={externalLinks.privacyEmail} />;
}
