import { afterEach, describe, expect, it } from "vitest";
import { setCatalogLookup } from "../i18n/page-strings";
import { resources } from "../i18n/resources.server";
import { localizedMeta, localizedTitleMeta, metaLocale, pageMeta } from "./meta";

const matchesIn = (locale?: string) => [{ id: "root", loaderData: locale ? { locale } : {} }, { id: "routes/page" }];
const args = (locale?: string) => ({ matches: matchesIn(locale) });
const tag = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => ("title" in t && key === "title") || ("property" in t && t.property === key) || ("name" in t && t.name === key));

describe("page metadata", () => {
  afterEach(() => setCatalogLookup(() => undefined));

  it("reads the language from the root loader, English unless Spanish", () => {
    expect(metaLocale(matchesIn("es"))).toBe("es");
    expect(metaLocale(matchesIn("fr"))).toBe("en");
    expect(metaLocale([undefined])).toBe("en");
  });

  it("takes title and description from the namespace's meta section in the page's language", () => {
    setCatalogLookup((lng, ns) => resources[lng][ns]);
    const tags = localizedMeta(args("es"), "billing", "buy");
    expect(tag(tags, "title")).toEqual({ title: `${resources.es.billing.meta.buy.title} · PlanReady` });
    expect(tag(tags, "description")).toMatchObject({ content: resources.es.billing.meta.buy.description });
    expect(tag(tags, "og:title")).toMatchObject({ content: `${resources.es.billing.meta.buy.title} · PlanReady` });
    // @ts-expect-error: a key the namespace's meta section does not have
    expect(() => localizedMeta(args("en"), "links", "nope")).not.toThrow();
    expect(tag(localizedMeta(args("en"), "links", "qrCodes"), "title")).toEqual({
      title: `${resources.en.links.meta.qrCodes.title} · PlanReady`,
    });
  });

  it("leaves the suffix off a title that is the whole product line", () => {
    setCatalogLookup((lng, ns) => resources[lng][ns]);
    const tags = localizedMeta(args("en"), "shell", "home", { titleSuffix: false });
    expect(tag(tags, "title")).toEqual({ title: resources.en.shell.meta.home.title });
    expect(tag(tags, "twitter:title")).toMatchObject({ content: resources.en.shell.meta.home.title });
  });

  it("falls back to the product's defaults when the namespace is not loaded", () => {
    expect(localizedMeta(args("es"), "submissions", "list")).toEqual(pageMeta());
    expect(localizedTitleMeta(args("es"), (c) => c.auth.login.title)).toEqual(pageMeta());
  });

  it("picks a title-only page's title from the catalogs", () => {
    setCatalogLookup((lng, ns) => resources[lng][ns]);
    expect(
      tag(
        localizedTitleMeta(args("es"), (c) => c.auth.login.title),
        "title",
      ),
    ).toEqual({
      title: `${resources.es.auth.login.title} · PlanReady`,
    });
  });
});
