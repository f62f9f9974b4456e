import type { MetaDescriptor } from "react-router";
import { pageString } from "../../../i18n/page-strings";
import { metaLocale, pageMeta, type TMetaMatches } from "../../../lib/meta";
import { agentName } from "./agent-name";

/**
 * The survey page's title in the visitor's language ("Questions from Jane Smith"), and never indexed: a survey
 * link is for the client it was sent to.
 */
export function surveyMeta(
  matches: TMetaMatches,
  link: { first_name: string | null; last_name: string | null; agency_name: string | null } | null,
): MetaDescriptor[] {
  const locale = metaLocale(matches);
  const agent = link ? agentName(link) : "";
  const template = pageString(locale, (c) => (agent ? c.surveys.frame.pageTitle : c.surveys.frame.pageTitleNoAgent));
  const title = template?.replace("{{agent}}", agent);
  return [...pageMeta(title ? { title } : {}), { name: "robots", content: "noindex, nofollow" }];
}
