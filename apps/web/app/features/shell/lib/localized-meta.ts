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
  return pageMeta({ ...(entry.title ? { title: entry.title } : {}), description: entry.description });
}
