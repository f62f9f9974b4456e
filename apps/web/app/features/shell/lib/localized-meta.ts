import type { MetaDescriptor } from "react-router";
import { pageString } from "../../../i18n/page-strings";
import type { TCatalogs } from "../../../i18n/resources.server";
import { pageMeta } from "../../../lib/meta";

type MetaKey = keyof TCatalogs["shell"]["meta"];
type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/**
 * Translated page metadata. meta() runs outside React, so the locale comes from the root loader's data
 * rather than from the i18n context.
 */
export function localizedMeta({ matches }: MetaArgs, key: MetaKey): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: string } | undefined;
  const locale = root?.locale === "es" ? "es" : "en";
  // Undefined (the product's defaults) if the shell namespace is not loaded.
  const title = pageString(locale, (c) => c.shell.meta[key].title);
  const description = pageString(locale, (c) => c.shell.meta[key].description);
  if (key !== "home" || !title) return pageMeta({ title, description });
  // The home page's title is the whole product line, without the " · PlanReady" suffix pageMeta adds.
  return pageMeta({ description }).map((tag) => {
    if ("title" in tag) return { title };
    if ("property" in tag && tag.property === "og:title") return { ...tag, content: title };
    if ("name" in tag && tag.name === "twitter:title") return { ...tag, content: title };
    return tag;
  });
}
