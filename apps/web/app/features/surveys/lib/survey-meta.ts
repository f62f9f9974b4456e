import type { MetaDescriptor } from "react-router";
import { pageString } from "../../../i18n/page-strings";
import { pageMeta } from "../../../lib/meta";
import { agentName } from "./agent-name";

type TMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * The survey page's title in the visitor's language ("Questions from Jane Smith"), and never indexed: a survey
 * link is for the client it was sent to.
 */
export function surveyMeta(
  matches: TMatches,
  link: { first_name: string | null; last_name: string | null; agency_name: string | null } | null,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: string } | undefined;
  const locale = root?.locale === "es" ? "es" : "en";
  const agent = link ? agentName(link) : "";
  const template = pageString(locale, (c) => (agent ? c.surveys.frame.pageTitle : c.surveys.frame.pageTitleNoAgent));
  const title = template?.replace("{{agent}}", agent);
  return [...pageMeta(title ? { title } : {}), { name: "robots", content: "noindex, nofollow" }];
}
