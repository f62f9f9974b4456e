import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "./i18n/react";
import { HydratedRouter } from "react-router/dom";
import { loadInitialResources } from "./i18n/catalogs";
import { createI18n, I18N_STATE_ID, parseI18nState } from "./i18n/i18n";
import { setCatalogLookup } from "./i18n/page-strings";
import { runBeforeHydration } from "./lib/before-hydration";
import { handOverToReact } from "./lib/early-input";

/**
 * React Router's default browser entry, plus translations: the server wrote the page's language and namespaces into
 * the HTML (root.tsx); exactly those catalogs are loaded before hydration so the first render matches the server's.
 * Later navigations load what the next page needs before it renders (useRouteI18n in root.tsx).
 */
async function hydrate() {
  const { lng, ns } = parseI18nState(document.getElementById(I18N_STATE_ID)?.textContent);
  const i18n = createI18n(lng, await loadInitialResources(lng, ns));
  setCatalogLookup((language, namespace) =>
    i18n.hasResourceBundle(language, namespace) ? i18n.getResourceBundle(language, namespace) : undefined,
  );
  // What the page's modules need before it hydrates (a server-rendered survey screen's code and strings).
  await runBeforeHydration(i18n);
  // Taps held until now (lib/early-input.ts) are replayed by the screen once hydrated; React handles the next ones.
  handOverToReact();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
