/**
 * A page painted from its HTML before any of its scripts is requested (the survey pages; decision 022). Applied to
 * the finished HTML of a page rendered whole (`completeHtml` in its route's handle, entry.server.tsx):
 *
 * - the app's stylesheet is written into the page (`<style>`), so the first paint waits for no other request; its
 *   `<link>` stays, `disabled` (never fetched), for React to find it as the stylesheet it manages;
 * - the module preloads and React Router's module script are started by a small script once the browser has painted
 *   the page (the frame after the first, or 300 ms at the latest), so the page's JavaScript does not compete with
 *   the HTML and the stylesheet for a slow connection, and the client reads the screen while it loads. The page
 *   then hydrates as usual. A page holding a survey screen (`[data-survey-screen] form`) fetches them once the
 *   browser reports its first contentful paint, as prefetches (into the cache; neither parsed nor compiled) and runs them only on the client's first tap, key or focus, or at once when `hydrateAtOnceIf` says so
 *   (the device holds answers not sent yet): reading the screen never waits for them (decision 022, addendum);
 * - until it has hydrated, what the client does on the screen is held and replayed once it has (lib/early-input.ts).
 *
 * Anything not found as expected is left as it was: the page then loads as any other page.
 */

import { EARLY_INPUT_CAPTURE, EARLY_INPUT_GLOBAL } from "./early-input";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"([^>]*?)\/?>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /<script((?:\s+nonce="[^"]*")?) type="module" async=""((?:\s+nonce="[^"]*")?)>([\s\S]*?)<\/script>/;

/** Text of a script put inside an inline `<script>`: no `</script>` or `<!--` can end or change it. */
const scriptString = (text: string) => JSON.stringify(text).replaceAll("<", "\\u003c");

export type TPaintFirstOptions = {
  /**
   * The source of an ES5 function given the function that runs the page's scripts, which it calls when a survey
   * screen must hydrate at once rather than on the client's first tap (features/surveys/lib/kept-writes-check.ts).
   */
  hydrateAtOnceIf?: string | undefined;
};

export function paintFirst(html: string, readStylesheet: (href: string) => string | null, options: TPaintFirstOptions = {}): string {
  let out = html;

  const stylesheet = STYLESHEET.exec(out);
  const css = stylesheet ? readStylesheet(stylesheet[1]!) : null;
  if (stylesheet && css !== null && !css.includes("</style")) {
    out = out.replace(
      stylesheet[0],
      () =>
        `<style data-href="${stylesheet[1]}">${css}</style><link rel="stylesheet" href="${stylesheet[1]}"${stylesheet[2]} disabled=""/>`,
    );
  }

  const script = MODULE_SCRIPT.exec(out);
  if (!script) return out;
  const nonceAttribute = script[1] || script[2] || "";
  const nonce = /nonce="([^"]*)"/.exec(nonceAttribute)?.[1] ?? "";
  const preloads = [...out.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  out = out.replace(MODULE_PRELOAD, "");
  const loader =
    EARLY_INPUT_CAPTURE +
    `(function(d,w){var urls=${JSON.stringify(preloads).replaceAll("<", "\\u003c")},fetched=0,done=0;` +
    `function add(rel){urls.forEach(function(u){var l=d.createElement("link");l.rel=rel;l.href=u;if(rel==="prefetch"){l.as="script";l.crossOrigin="anonymous"}d.head.appendChild(l)})}` +
    // Fetched into the cache only (a prefetch is neither parsed nor compiled): nothing runs while the client reads.
    `function fetchCode(){if(fetched)return;fetched=1;add("prefetch")}` +
    `function go(){if(done)return;done=1;fetched=1;add("modulepreload");` +
    `var s=d.createElement("script");s.type="module";${nonce ? `s.nonce=${scriptString(nonce)};` : ""}s.textContent=${scriptString(script[3]!)};d.body.appendChild(s)}` +
    `var held=w.${EARLY_INPUT_GLOBAL};function use(){if(held)held.used=true;go()}if(held)held.go=go;` +
    // A survey screen in the HTML is used as it is until the client acts on it (or the device holds unsent answers);
    // its scripts are fetched once the browser reports the first contentful paint (1 s at the latest).
    `var onUse=!!d.querySelector("[data-survey-screen] form"),first=onUse?fetchCode:go;if(held)held.onUse=onUse;` +
    `if(onUse&&w.PerformanceObserver){try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(first,0)}}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(first,1000)}` +
    `else{requestAnimationFrame(function(){setTimeout(first,0)});setTimeout(first,300)}` +
    `if(onUse){["pointerdown","touchstart","keydown","focusin"].forEach(function(t){d.addEventListener(t,use,{capture:true,passive:true})});` +
    (options.hydrateAtOnceIf && !options.hydrateAtOnceIf.includes("<") ? `(${options.hydrateAtOnceIf})(go);` : "") +
    `}` +
    `})(document,window)`;
  return out.replace(script[0], () => `<script${nonceAttribute}>${loader}</script>`);
}
