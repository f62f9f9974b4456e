/**
 * The survey page kept on the device by the service worker (public/sw.js, decision 005), so that reloading it
 * without a connection still opens the survey with every answer (the answers themselves are in this page's storage).
 * Nothing happens where service workers are not available (an insecure address, an old browser).
 */

const SCRIPT = "/sw.js";

function worker(): ServiceWorkerContainer | null {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext ? navigator.serviceWorker : null;
}

/** The address the survey page is kept under: its path and response (the screen changes as the client moves). */
export function keptPagePath(location: Pick<Location, "pathname">, responseId: string, language: string): string {
  const params = new URLSearchParams({ surveyResponseId: responseId });
  if (language === "es") params.set("lng", "es");
  return `${location.pathname}?${params}`;
}

/** The app's own files this page has loaded so far (scripts, styles, fonts, translations), for the worker to keep. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

/** Registers the worker (once per device) and asks it to keep this survey page and the files it uses. */
export function keepSurveyPage(responseId: string, language: string): void {
  const container = worker();
  if (!container) return;
  const path = keptPagePath(window.location, responseId, language);
  container
    .register(SCRIPT, { scope: "/" })
    .then(() => container.ready)
    .then((registration) => registration.active?.postMessage({ type: "keep", path, assets: loadedAssets() }))
    .catch(() => undefined);
}

/** The survey is sent: its page need not be kept any longer. */
export function forgetSurveyPage(responseId: string): void {
  const container = worker();
  container?.controller?.postMessage({ type: "forget", path: keptPagePath(window.location, responseId, "en") });
}
