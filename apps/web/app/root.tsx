import { isBlockedByMaintenance, MAINTENANCE_BYPASS_COOKIE, type TMaintenanceStatus } from "@planready/contracts/maintenance";
import type { TProfile } from "@planready/contracts/users";
import { useContext, useEffect, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "./i18n/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { getProfile } from "./features/auth/api/get-profile";
import { I18N_STATE_ID, resolveLocale, serializeI18nState } from "./i18n/i18n";
import { useRouteI18n } from "./i18n/use-route-i18n";
import { api } from "./lib/api";
import { colorModeScript } from "./lib/color-mode";
import { CspNonceContext } from "./lib/csp-nonce";
import { readCookie } from "./lib/cookies";
import { pageMeta } from "./lib/meta";
import { MaintenancePage } from "./components/maintenance-page";
import stylesheet from "./styles/app.css?url";
import type { Route } from "./+types/root";

export const links: LinksFunction = () => [
  // With a precedence, React writes the stylesheet ahead of the module preloads it hoists into <head>, so the
  // first paint does not queue behind the page's JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: Route.MetaFunction = () => pageMeta();

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("cookie");
  const [profile, maintenance] = await Promise.all([
    getProfile(request).then(
      (value) => ({ loaded: true as const, value }),
      () => ({ loaded: false as const, value: null }),
    ),
    api<TMaintenanceStatus>("/api/maintenance", { request }).catch((): TMaintenanceStatus => ({ active: false, data: null })),
  ]);
  return {
    profile: profile as { loaded: boolean; value: TProfile | null },
    maintenance,
    blocked: isBlockedByMaintenance(maintenance, readCookie(cookieHeader, MAINTENANCE_BYPASS_COOKIE), url.pathname),
    // A signed-in person's own language applies where this device has not chosen one (no `lng` cookie).
    locale: resolveLocale(url, cookieHeader, profile.value?.locale),
  };
}

/**
 * A page moving through its own query (a survey going to its next screen, `?screen=`) needs nothing new from the
 * root: no profile or maintenance request per move, and a survey keeps working without a connection. A changed
 * path, language (`lng`/`locale`), form submission or explicit revalidation reloads the root as usual.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameLanguage = ["lng", "locale"].every((key) => currentUrl.searchParams.get(key) === nextUrl.searchParams.get(key));
  const queryMove = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (!formMethod && queryMove && sameLanguage) return false;
  return defaultShouldRevalidate;
}

/**
 * Whether the page loads its scripts: a route's `handle.hydrateFor(loaderData)` may answer false for a page that
 * works as plain HTML (the survey start page: links and a form; decision 022), which then ships no JavaScript.
 */
function useHydratesPage(): boolean {
  return useMatches().every((match) => {
    const hydrateFor = (match.handle as { hydrateFor?: (loaderData: unknown) => boolean } | undefined)?.hydrateFor;
    return typeof hydrateFor !== "function" || hydrateFor(match.loaderData);
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const hydrates = useHydratesPage();
  // The page's language and namespaces; in the browser, loads their catalogs before the page renders.
  const { i18n, ...i18nState } = useRouteI18n(data?.locale);
  const nonce = useContext(CspNonceContext);
  return (
    // The colour-mode script adds the "dark" class before hydration; React must not treat that as a mismatch.
    // A page that loads no script says so (data-static): it is ready as it arrives, as others are once hydrated.
    <html lang={i18nState.lng === "es" ? "es" : "en-US"} data-static={hydrates ? undefined : "true"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* Browsers hide a nonce from the DOM once read, so the hydrating page sees none: not a mismatch. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        {hydrates ? (
          <>
            {/* Which catalogs entry.client.tsx loads before hydrating: this language, these namespaces. */}
            <script id={I18N_STATE_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeI18nState(i18nState) }} />
            {/* Both take the page's CSP nonce from <ServerRouter nonce> (entry.server.tsx). */}
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // Lets tests and scripts know the page's JavaScript has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return data.blocked ? <MaintenancePage description={data.maintenance.data?.description ?? null} /> : <Outlet />;
}

/**
 * A 404 a loader throws (an unknown survey type to preview), the last resort: the not-found routes render their own
 * pages (routes/not-found.tsx, routes/survey-link.tsx). Kept to a few lines here, as every page carries the root, the
 * survey start page among them (bench/survey-page.mjs).
 */
function ThrownNotFound() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl p-8" data-testid="not-found">
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="mt-2">{t("notFound.body")}</p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ThrownNotFound />;
  }
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2">Please reload the page. If it keeps happening, contact support.</p>
    </main>
  );
}
