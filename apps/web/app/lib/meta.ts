import type { MetaDescriptor } from "react-router";
import type { TLocale } from "../i18n/i18n";
import { pageString } from "../i18n/page-strings";
import type { TCatalogs } from "../i18n/resources.server";

const DEFAULTS = {
  title: "PlanReady — client intake surveys for insurance agents",
  description:
    "Send your Medicare, ACA and life insurance clients a survey link. They share their details, prescriptions, doctors and a signed Scope of Appointment before you meet.",
  image: "/og-image.png",
};

/**
 * Page metadata with social-sharing tags; anything missing falls back to the product's defaults. The title gets
 * " · PlanReady" unless `titleSuffix` is false (a title that already is the whole product line).
 */
export function pageMeta(
  input: { title?: string; description?: string; url?: string; image?: string; origin?: string; titleSuffix?: boolean } = {},
): MetaDescriptor[] {
  const title = input.title ? (input.titleSuffix === false ? input.title : `${input.title} · PlanReady`) : DEFAULTS.title;
  const description = input.description ?? DEFAULTS.description;
  const image = input.image ?? DEFAULTS.image;
  const absolute = (value: string) => (input.origin && value.startsWith("/") ? `${input.origin}${value}` : value);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "PlanReady" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: absolute(image) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absolute(image) },
  ];
  if (input.url) tags.push({ property: "og:url", content: absolute(input.url) });
  return tags;
}

export type TMetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
type TMetaArgs = { matches: TMetaMatches };

/** The page's language in meta(): it runs outside React, so the locale comes from the root loader's data. */
export function metaLocale(matches: TMetaMatches): TLocale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: string } | undefined;
  return root?.locale === "es" ? "es" : "en";
}

/** The namespaces whose catalog has a `meta` section: page titles and descriptions by page key. */
type TMetaNamespace = { [N in keyof TCatalogs]: TCatalogs[N] extends { meta: object } ? N : never }[keyof TCatalogs];
type TMetaEntries = Record<string, { title?: string; description?: string } | undefined>;

/**
 * A page's translated metadata from the `meta` section of its namespace (`localizedMeta(args, "billing", "buy")`).
 * Title and description are undefined, so the product's defaults, when the namespace is not loaded.
 */
export function localizedMeta<N extends TMetaNamespace>(
  { matches }: TMetaArgs,
  ns: N,
  key: keyof TCatalogs[N]["meta"] & string,
  options: { titleSuffix?: boolean } = {},
): MetaDescriptor[] {
  const entry = (catalogs: TCatalogs) => (catalogs[ns] as { meta: TMetaEntries }).meta[key];
  const locale = metaLocale(matches);
  return pageMeta({
    title: pageString(locale, (c) => entry(c)?.title),
    description: pageString(locale, (c) => entry(c)?.description),
    ...options,
  });
}

/** A page whose only translated metadata is its title, picked from the catalogs (`(c) => c.auth.login.title`). */
export function localizedTitleMeta({ matches }: TMetaArgs, pick: (catalogs: TCatalogs) => string | undefined): MetaDescriptor[] {
  return pageMeta({ title: pageString(metaLocale(matches), pick) });
}
