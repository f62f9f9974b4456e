#!/usr/bin/env node
/**
 * Survey start page budget: the gzipped JavaScript it loads and a Lighthouse mobile performance run, in Debian's
 * Chromium. Prints the figures and exits 1 when a budget is missed.
 *   npm run bench:survey            (seeds a demo medicare link on a private server)
 *   npm run bench:survey -- --url http://localhost:3000/some-link
 */
import { gzipSync } from "node:zlib";
import { seedLinks, startServer } from "./lib/server.mjs";

const BUDGET_JS_GZIP_KB = 138;
const BUDGET_PERFORMANCE = 0.9;

const urlArg = process.argv.indexOf("--url");
let server;
let url = urlArg > 0 ? process.argv[urlArg + 1] : undefined;
if (!url) {
  server = await startServer();
  url = seedLinks(server.env).medicare;
  if (!url) throw new Error("the seed printed no medicare link");
}

try {
  const html = await (await fetch(url)).text();
  const scripts = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) scripts.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) scripts.add(match[1] ?? match[2]);
  let total = 0;
  const rows = [];
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    rows.push([src, (gz / 1024).toFixed(1)]);
  }
  rows.sort((a, b) => Number(b[1]) - Number(a[1]));
  console.log(`Survey start page: ${url}`);
  for (const [src, kb] of rows) console.log(`  ${kb.padStart(7)} KB  ${src}`);
  const jsKb = total / 1024;
  console.log(`JavaScript (gzip): ${jsKb.toFixed(1)} KB in ${scripts.size} files (budget ${BUDGET_JS_GZIP_KB} KB)`);

  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
  let score;
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
    score = result?.lhr.categories.performance?.score ?? 0;
    const audits = result?.lhr.audits ?? {};
    for (const id of [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
    ]) {
      console.log(`  ${id}: ${audits[id]?.displayValue ?? "n/a"}`);
    }
  } finally {
    chrome.kill();
  }
  console.log(`Lighthouse mobile performance: ${score.toFixed(2)} (budget ≥ ${BUDGET_PERFORMANCE})`);
  const ok = jsKb <= BUDGET_JS_GZIP_KB && score >= BUDGET_PERFORMANCE;
  console.log(ok ? "Budgets met." : "Budget missed.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server?.stop();
}
