import { isBlockedByMaintenance, MAINTENANCE_BYPASS_COOKIE, type TMaintenanceStatus } from "@planready/contracts/maintenance";
import type { TProfile } from "@planready/contracts/users";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import { authKeys, getProfile } from "./features/auth/api/get-profile";
import { UserProvider } from "./features/auth/components/user-provider";
import { createI18n, resolveLocale, type TLocale } from "./i18n/i18n";
import { api } from "./lib/api";
import { colorModeScript } from "./lib/color-mode";
import { readCookie } from "./lib/cookies";
import { pageMeta } from "./lib/meta";
import { createQueryClient } from "./lib/query-client";
import { MaintenancePage } from "./components/maintenance-page";
import { NotFoundPage } from "./components/not-found-page";
import stylesheet from "./styles/app.css?url";
import type { Route } from "./+types/root";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
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
    blocked: isBlockedByMaintenance(maintenance, readCookie(cookieHeader, MAINTENANCE_BYPASS_COOKIE)),
    locale: resolveLocale(url, cookieHeader),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    // The colour-mode script adds the "dark" class before hydration; React must not treat that as a mismatch.
    <html lang={data?.locale === "es" ? "es" : "en-US"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({
  locale,
  profile,
  children,
}: {
  locale: TLocale;
  profile?: { loaded: boolean; value: TProfile | null };
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (profile?.loaded) client.setQueryData(authKeys.me, profile.value);
    return client;
  });
  const [i18n] = useState(() => createI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <UserProvider>{children}</UserProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // Lets tests and scripts know the page's JavaScript has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Providers locale={data.locale} profile={data.profile}>
      {data.blocked ? <MaintenancePage description={data.maintenance.data?.description ?? null} /> : <Outlet />}
    </Providers>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "en";
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Providers locale={locale}>
        <NotFoundPage />
      </Providers>
    );
  }
  return (
    <Providers locale={locale}>
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-2">Please reload the page. If it keeps happening, contact support.</p>
      </main>
    </Providers>
  );
}
