import { splashPath } from "@planready/contracts/agent-sites";
import { useContext } from "react";
import { data } from "react-router";
import { countVisit, getPublicSite } from "../features/splash/api/public-site";
import { COUNTED_PARAM, PublicSitePage, SiteUnavailablePage } from "../features/splash/components/public-site-page";
import { bioFor } from "../features/splash/lib/site-view";
import type { RouteI18nHandle } from "../i18n/i18n";
import { CspNonceContext } from "../lib/csp-nonce";
import { linkBaseUrl } from "../lib/link-base-url";
import { metaLocale, pageMeta } from "../lib/meta";
import { pageString } from "../i18n/page-strings";
import { problemStatus } from "../lib/problem-message";
import type { Route } from "./+types/splash";

/** Plain HTML: the page loads none of the app's scripts (its language toggle is links; sharing has a few lines inline). */
export const handle = {
  i18n: ["splash"],
  hydrateFor: () => false,
} satisfies RouteI18nHandle & { hydrateFor: (loaderData: unknown) => boolean };

/**
 * An agent's public page. A missing address is a real 404 and a deleted page a 410, each with a page that says so;
 * a live one counts the view (by day and source, nothing about the visitor) and is rendered whole on the server.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const ref = query.get("ref");
  try {
    const [site, origin] = await Promise.all([getPublicSite(params.splashUrl, request), linkBaseUrl(request)]);
    if (site.status !== "active") return data({ site: null, gone: true, origin, ref }, { status: 410 });
    if (!query.has(COUNTED_PARAM)) await countVisit(site.unique_url, ref, request);
    return { site, gone: false, origin, ref };
  } catch (error) {
    if (problemStatus(error) !== 404) throw error;
    return data({ site: null, gone: false, origin: "", ref }, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const locale = metaLocale(matches);
  const site = loaderData?.site;
  if (!site) {
    return pageMeta({ title: pageString(locale, (c) => (loaderData?.gone ? c.splash.page.goneTitle : c.splash.page.missingTitle)) });
  }
  const title =
    site.agency_name && site.agency_name !== site.display_name ? `${site.display_name} — ${site.agency_name}` : site.display_name;
  const bio = bioFor(site, locale);
  return pageMeta({
    title,
    titleSuffix: false,
    description: bio ? bio.slice(0, 200) : pageString(locale, (c) => c.splash.page.surveysIntro),
    image: site.headshot_image_url,
    url: splashPath(site.unique_url),
    origin: loaderData.origin,
  });
};

export default function SplashRoute({ loaderData }: Route.ComponentProps) {
  const nonce = useContext(CspNonceContext);
  if (!loaderData.site) return <SiteUnavailablePage gone={loaderData.gone} />;
  return <PublicSitePage site={loaderData.site} origin={loaderData.origin} arrivedRef={loaderData.ref} nonce={nonce} />;
}
