/**
 * A page painted from its HTML before any of its scripts is requested (the survey pages; decision 022). Applied to
 * the finished HTML of a page rendered whole (`completeHtml` in its route's handle, entry.server.tsx):
 *
 * - the app's stylesheet is written into the page (`<style>`), so the first paint waits for no other request; its
 *   `<link>` stays, `disabled` (never fetched), for React to find it as the stylesheet it manages;
 * - the module preloads and React Router's module script are started by a small script once the browser has painted
 *   the page (the frame after the first, or 300 ms at the latest), so the page's JavaScript does not compete with
 *   the HTML and the stylesheet for a slow connection, and the client reads the screen while it loads. The page
 *   then hydrates as usual;
 * - until it has, what the client does on the screen is held and replayed once it has (lib/early-input.ts), and a
 *   tap or a key asks for the scripts at once.
 *
 * Anything not found as expected is left as it was: the page then loads as any other page.
 */

import { EARLY_INPUT_CAPTURE, EARLY_INPUT_GLOBAL } from "./early-input";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"([^>]*?)\/?>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /<script((?:\s+nonce="[^"]*")?) type="module" async=""((?:\s+nonce="[^"]*")?)>([\s\S]*?)<\/script>/;

/** Text of a script put inside an inline `<script>`: no `</script>` or `<!--` can end or change it. */
const scriptString = (text: string) => JSON.stringify(text).replaceAll("<", "\\u003c");

export function paintFirst(html: string, readStylesheet: (href: string) => string | null): string {
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
    `(function(d){var done=0;function go(){if(done)return;done=1;` +
    `${JSON.stringify(preloads).replaceAll("<", "\\u003c")}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";${nonce ? `s.nonce=${scriptString(nonce)};` : ""}s.textContent=${scriptString(script[3]!)};d.body.appendChild(s)}` +
    `if(window.${EARLY_INPUT_GLOBAL})window.${EARLY_INPUT_GLOBAL}.go=go;` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})(document)`;
  return out.replace(script[0], () => `<script${nonceAttribute}>${loader}</script>`);
}
