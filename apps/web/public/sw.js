/**
 * PlanReady's service worker: lets a client's survey open again without a connection (decision 005).
 *
 * - The built app's files (/assets/…, named by their content, so never changed in place) are kept as they are
 *   fetched and served from here first: a survey whose screens were fetched once runs without the network.
 * - A survey page in progress (/{link}?surveyResponseId=…) is kept when the page asks (`keep` message, sent once
 *   the survey has opened, with the app's files it has loaded) and served from here only when the network fails. It is fetched without cookies, so it
 *   holds the public page alone; the answers stay in the page's own storage. The page asks to `forget` it once the
 *   survey is sent.
 * - Everything else (the API, signed-in pages) goes to the network untouched.
 */
const ASSETS = "planready-assets-v1";
const PAGES = "planready-survey-pages-v1";
const KEPT_CACHES = [ASSETS, PAGES];
/** Old builds' files are dropped beyond this many, oldest first. */
const MAX_ASSETS = 400;

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEPT_CACHES.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The key a survey page is kept under: its path and response, whatever the screen or other parameters. */
function pageKey(url) {
  const id = url.searchParams.get("surveyResponseId");
  return id ? `${url.origin}${url.pathname}?surveyResponseId=${encodeURIComponent(id)}` : null;
}

function sameOrigin(url) {
  return url.origin === self.location.origin;
}

async function trimAssets() {
  const cache = await caches.open(ASSETS);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
}

async function fromAssetCache(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

async function surveyPage(request, key) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(PAGES)).match(key);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(fromAssetCache(request));
    return;
  }
  if (request.mode === "navigate") {
    const key = pageKey(url);
    if (key) event.respondWith(surveyPage(request, key));
  }
});

/** The app's files a page uses: those it names in its HTML and those it loaded since (sent by the page). */
async function keepAssets(paths) {
  const cache = await caches.open(ASSETS);
  for (const path of new Set(paths)) {
    const url = new URL(path, self.location.origin);
    if (!sameOrigin(url) || !url.pathname.startsWith("/assets/") || (await cache.match(url))) continue;
    const response = await fetch(url).catch(() => null);
    if (response?.ok) await cache.put(url, response);
  }
  await trimAssets();
}

async function keepPage(path, assets) {
  const url = new URL(path, self.location.origin);
  const key = pageKey(url);
  if (!sameOrigin(url) || !key) return;
  const response = await fetch(url, { credentials: "omit", cache: "no-store" });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) return;
  const html = await response.clone().text();
  await (await caches.open(PAGES)).put(key, response);
  await keepAssets([...(html.match(/\/assets\/[\w.\-/]+/g) ?? []), ...assets]);
}

async function forgetPage(path) {
  const key = pageKey(new URL(path, self.location.origin));
  if (key) await (await caches.open(PAGES)).delete(key);
}

self.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || typeof message.path !== "string") return;
  const assets = Array.isArray(message.assets) ? message.assets.filter((asset) => typeof asset === "string") : [];
  if (message.type === "keep") event.waitUntil(keepPage(message.path, assets).catch(() => undefined));
  else if (message.type === "forget") event.waitUntil(forgetPage(message.path).catch(() => undefined));
});
