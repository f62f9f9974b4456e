import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "./i18n/react";
import { createI18n, resolveLocale } from "./i18n/i18n";
import { setCatalogLookup } from "./i18n/page-strings";
import { CSP_NONCE_HEADER, CspNonceContext } from "./lib/csp-nonce";
import { resources } from "./i18n/resources.server";
import { paintFirst } from "./lib/paint-first.server";

/**
 * React Router's default Node entry, plus translations: the server holds every catalog, so each request renders
 * synchronously in its language. The root layout then tells the browser which catalogs the page needs.
 */
export const streamTimeout = 5_000;

setCatalogLookup((lng, ns) => resources[lng][ns]);

/** The built stylesheets, read once each (`/assets/…` names change with their content). */
const stylesheets = new Map<string, string | null>();
function readClientStylesheet(href: string): string | null {
  if (!stylesheets.has(href)) {
    let css: string | null = null;
    try {
      // The server's build sits beside the browser's (build/server/index.js, build/client/assets/…).
      css = readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
    } catch {
      // In development the stylesheet is Vite's, not a file: the page links it as usual.
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href) ?? null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The same rule as the root loader's, so the layout and this instance agree on the language.
  const i18n = createI18n(resolveLocale(new URL(request.url), request.headers.get("cookie")), resources);
  // The nonce of this response's Content-Security-Policy (the API's security headers): React's and React Router's
  // inline scripts (hydration data, streamed data, scroll restoration) and the root layout's carry it.
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content to load before responding; so do pages whose handle asks for their
    // whole content in the HTML (`completeHtml`: the survey pages, whose lazily loaded screen must be there before
    // any script runs), written in place rather than streamed behind a fallback.
    const complete = routerContext.staticHandlerContext.matches.some(
      (match) => (routerContext.routeModules[match.route.id]?.handle as { completeHtml?: boolean } | undefined)?.completeHtml,
    );
    // What a survey page checks before it waits for the client's first tap to hydrate (lib/paint-first.server.ts).
    const hydrateAtOnceIf = routerContext.staticHandlerContext.matches
      .map((match) => (routerContext.routeModules[match.route.id]?.handle as { hydrateAtOnceIf?: string } | undefined)?.hydrateAtOnceIf)
      .find((check) => typeof check === "string");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || complete ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, leaving time to flush down the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </CspNonceContext>,
      {
        nonce,
        // A finished boundary larger than this is otherwise sent after its fallback, shown by an inline script.
        ...(complete ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout so the closure is not retained.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          if (complete) {
            // Rendered whole: painted from the HTML before its scripts load (lib/paint-first.server.ts).
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              const html = paintFirst(Buffer.concat(chunks).toString("utf8"), readClientStylesheet, { hydrateAtOnceIf });
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
            body.on("error", reject);
            pipe(body);
            return;
          }
          const stream = createReadableStreamFromReadable(body);
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; errors while rendering the shell reject and are logged by
          // React Router's handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
