import type { MetaDescriptor } from "react-router";
import { resources } from "../../../i18n/resources";
import { pageMeta } from "../../../lib/meta";

type MetaKey = keyof (typeof resources)["en"]["shell"]["meta"];
type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/**
 * Translated page metadata. meta() runs outside React, so the locale comes from the root loader's data
 * rather than from the i18n context.
 */
export function localizedMeta({ matches }: MetaArgs, key: MetaKey): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: string } | undefined;
  const locale = root?.locale === "es" ? "es" : "en";
  const entry = resources[locale].shell.meta[key];
  if (key !== "home") return pageMeta({ title: entry.title, description: entry.description });
  // The home page's title is the whole product line, without the " · PlanReady" suffix pageMeta adds.
  return pageMeta({ description: entry.description }).map((tag) => {
    if ("title" in tag) return { title: entry.title };
    if ("property" in tag && tag.property === "og:title") return { ...tag, content: entry.title };
    if ("name" in tag && tag.name === "twitter:title") return { ...tag, content: entry.title };
    return tag;
  });
}
