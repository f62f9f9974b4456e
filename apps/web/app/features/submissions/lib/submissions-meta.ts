import type { MetaDescriptor } from "react-router";
import { pageString } from "../../../i18n/page-strings";
import type { TCatalogs } from "../../../i18n/resources.server";
import { pageMeta } from "../../../lib/meta";

type MetaKey = keyof TCatalogs["submissions"]["meta"];
type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/** Translated metadata of a submission-center page; meta() runs outside React, so the locale comes from the root loader. */
export function submissionsMeta({ matches }: MetaArgs, key: MetaKey): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: string } | undefined;
  const locale = root?.locale === "es" ? "es" : "en";
  return pageMeta({
    title: pageString(locale, (c) => c.submissions.meta[key].title),
    description: pageString(locale, (c) => c.submissions.meta[key].description),
  });
}
