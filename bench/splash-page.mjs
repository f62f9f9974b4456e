#!/usr/bin/env node
/**
 * The public splash page (/splash/{url}) on a phone's budget, beside the survey start page of the same run: the
 * JavaScript it makes a browser load (script files, module preloads and the modules inline scripts import, as the
 * server sends them to a browser accepting Brotli and gzip, plus the bytes of its inline scripts), and its
 * server-rendered answer time (median of 20 requests, the visit counter's write included). Budget: the survey start
 * page's, ≤ 100 KB of JavaScript; the page is meant to load none of the app's scripts. Exits 1 when it is missed.
 *   npm run bench:splash
 */
import http from "node:http";
import { seedLinks, startServer } from "./lib/server.mjs";

const BUDGET_KB = 100;
const port = Number(process.env.BENCH_PORT ?? 3297);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 5697);

function transferred(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ bytes, status: response.statusCode }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Every script file the page's HTML loads, and its inline scripts' bytes (JSON data blocks aside), in KB. */
async function pageJavaScript(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const html = await response.text();
  const files = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) files.add(match[1] ?? match[2]);
  let kb = 0;
  for (const src of files) {
    const sent = await transferred(new URL(src, url));
    if (sent.status !== 200) throw new Error(`GET ${src} answered ${sent.status}`);
    kb += sent.bytes / 1024;
  }
  let inline = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(match[1])) continue;
    inline += Buffer.byteLength(match[2]);
  }
  return { kb: kb + inline / 1024, files: files.size, inlineKb: inline / 1024, htmlKb: Buffer.byteLength(html) / 1024 };
}

async function medianMs(url, runs = 20) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const server = await startServer({ port, pgPort });
let missed = false;
try {
  const links = seedLinks(server.env);
  if (!links.splash) throw new Error("npm run seed printed no splash page address");
  const baseline = links.medicare ? await pageJavaScript(links.medicare) : null;
  if (baseline) console.log(`Baseline, the survey start page: ${baseline.kb.toFixed(1)} KB of JavaScript in ${baseline.files} files`);
  for (const url of [links.splash, `${links.splash}?lng=es`]) {
    const js = await pageJavaScript(url);
    const ms = await medianMs(url);
    const met = js.kb <= BUDGET_KB;
    if (!met) missed = true;
    console.log(
      `${new URL(url).pathname}${new URL(url).search}`.padEnd(32) +
        ` ${js.kb.toFixed(1).padStart(6)} KB JavaScript (${js.files} files, ${js.inlineKb.toFixed(1)} KB inline), HTML ${js.htmlKb.toFixed(1)} KB,` +
        ` answered in ${ms.toFixed(0)} ms (median)  ${met ? "met" : "not met"}`,
    );
  }
  console.log(`Budget ≤ ${BUDGET_KB} KB of JavaScript: ${missed ? "not met" : "met"}.`);
} finally {
  await server.stop();
}
process.exitCode = missed ? 1 : 0;
