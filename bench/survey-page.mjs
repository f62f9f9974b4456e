#!/usr/bin/env node
/**
 * Survey page speed, beside a baseline measured in the same run on the same server: a plain static HTML form (no
 * script, one small inline style). Measures, with Lighthouse's mobile preset in Debian's Chromium:
 *   - baseline    /bench-survey-baseline.html (written into the web build's public files for the run, then removed)
 *   - start       the agent's link, before a survey exists
 *   - resumed     a returning client's mid-survey screen: a response started on the link, with answers, reopened
 *                 with its survey session cookie (decision 022), as a reload or a reopened link does
 * For each: LCP, performance score, the JavaScript it loads (the scripts of Lighthouse's run, run or only fetched
 * ahead, gzipped here: files and KB) and the LCP's ratio to the baseline's. Exits 1 when a budget is missed.
 *   npm run bench:survey                       (a private server on BENCH_PORT / BENCH_PG_PORT, default 3299 / 5699)
 *   npm run bench:survey -- --runs 3           (the median of three Lighthouse runs per page)
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root, seedLinks, startServer } from "./lib/server.mjs";
import { textArg } from "./lib/args.mjs";

const BUDGET = {
  /** Largest Contentful Paint, mobile preset, for the start page and the resumed screen. */
  lcpMs: 1000,
  performance: 0.95,
  /** The start page's JavaScript, gzipped. */
  startJsKb: 100,
};

const runs = Math.max(1, Number(textArg("--runs", "1")) || 1);
/** `--save <dir>`: keeps each Lighthouse report (JSON) there, to see what a figure is made of. */
const saveDir = textArg("--save", null);

const BASELINE_FILE = path.join(root, "apps/web/build/client/bench-survey-baseline.html");
const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline: a plain form</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0;color:#0f172a}main{max-width:42rem;margin:0 auto;padding:1rem}
h1{font-size:1.9rem;line-height:1.2}label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;
font-size:1.1rem;padding:.7rem;border:2px solid #64748b;border-radius:.6rem;box-sizing:border-box}button{margin-top:1.5rem;
padding:.9rem 1.6rem;font-size:1.1rem;border:0;border-radius:.6rem;background:#1d4ed8;color:#fff}</style>
</head>
<body>
<header><p style="margin:0;padding:1rem;border-bottom:1px solid #e2e8f0"><strong>Grace Harmon</strong><br>Harmon Insurance</p></header>
<main>
<h1>Hello! Grace Harmon has a few questions for you</h1>
<p>Your answers help Grace Harmon find the plans that fit you. It takes about ten minutes, and your answers are saved as you go.</p>
<form method="get" action="/bench-survey-baseline.html">
<label for="first">First name</label><input id="first" name="first" autocomplete="given-name">
<label for="last">Last name</label><input id="last" name="last" autocomplete="family-name">
<button type="submit">Next</button>
</form>
</main>
</body>
</html>
`;

/** A response on the link with answers, on a screen in the middle of the survey; returns its address and cookie. */
async function seedResumedSurvey(origin, linkUrl) {
  const started = await fetch(`${origin}/api/responses`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ link_url: linkUrl, locale: "en" }),
  });
  if (started.status !== 201) throw new Error(`starting a survey answered ${started.status}`);
  const { id, survey_token: token, content_id: contentId } = await started.json();
  const cookie = started.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith("planready_survey="));
  if (!cookie) throw new Error("starting a survey set no survey session cookie");
  const put = async (url, body) => {
    const answer = await fetch(`${origin}${url}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`PUT ${url} answered ${answer.status}: ${await answer.text()}`);
  };
  const rev = Date.now();
  await put(`/api/surveyContents/medicare/${contentId}`, {
    first_name: "Margaret",
    last_name: "Okonkwo-Delacroix",
    preferred_name: "Maggie",
    email: "maggie@example.com",
    address_one: "4127 Willowbrook Terrace",
    city: "Sarasota",
    state: "FL",
    zip: "34231",
    client_rev: rev,
  });
  await put(`/api/responses/${id}`, { current_question: "address", client_rev: rev + 1 });
  return { url: `${origin}/${linkUrl}?surveyResponseId=${id}&screen=address`, cookie };
}

async function gzippedSizes(urls) {
  const rows = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    rows.push({ url, kb: gzipSync(body, { level: 9 }).length / 1024 });
  }
  const sorted = rows.toSorted((a, b) => b.kb - a.kb);
  return { files: sorted.length, kb: sorted.reduce((sum, row) => sum + row.kb, 0), rows: sorted };
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** `withBrowser(fn)` runs `fn(port)` in a new browser: each run is a device that saw nothing of this benchmark. */
async function lighthouseRuns(name, lighthouse, withBrowser, url, headers) {
  const results = [];
  const once = () =>
    withBrowser((port) =>
      lighthouse(url, {
        port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
        ...(headers ? { extraHeaders: headers } : {}),
      }),
    );
  for (let i = 0; i < runs; i++) {
    let result = await once();
    // On a busy machine Lighthouse now and then fails to record the trace (NO_NAVSTART): that run is made again.
    for (let retry = 0; retry < 2 && result?.lhr?.runtimeError?.code === "NO_NAVSTART"; retry++) result = await once();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (saveDir) writeFileSync(path.join(saveDir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
    const audits = lhr.audits;
    const scripts = [
      ...new Set(
        (audits["network-requests"]?.details?.items ?? [])
          // Scripts, and script files fetched ahead without running (a survey screen's prefetches: decision 022).
          .filter((item) => item.resourceType === "Script" || /\.m?js$/.test(new URL(item.url).pathname))
          .map((item) => item.url),
      ),
    ];
    results.push({
      score: lhr.categories.performance?.score ?? 0,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY,
      fcp: audits["first-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY,
      tbt: audits["total-blocking-time"]?.numericValue ?? 0,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
      scripts,
    });
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return { score: pick("score"), lcp: pick("lcp"), fcp: pick("fcp"), tbt: pick("tbt"), cls: pick("cls"), scripts: results.at(-1).scripts };
}

if (saveDir) mkdirSync(saveDir, { recursive: true });
writeFileSync(BASELINE_FILE, BASELINE_HTML);
let server;
try {
  server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3299), pgPort: Number(process.env.BENCH_PG_PORT ?? 5699) });
  const startUrl = seedLinks(server.env).medicare;
  if (!startUrl) throw new Error("the seed printed no medicare link");
  const linkUrl = new URL(startUrl).pathname.slice(1);
  const resumed = await seedResumedSurvey(server.origin, linkUrl);
  const baselineUrl = `${server.origin}/bench-survey-baseline.html`;

  const resumedHtml = await (await fetch(resumed.url, { headers: { cookie: resumed.cookie } })).text();
  if (!resumedHtml.includes('value="4127 Willowbrook Terrace"'))
    throw new Error("the resumed screen's answers are not in the server's HTML");

  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  // A new browser for every run: a cookie one run leaves (the fonts' flag) would change the next, and Chrome lets the
  // cookie jar override the survey cookie given as an extra header.
  const withBrowser = async (fn) => {
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
    try {
      return await fn(chrome.port);
    } finally {
      chrome.kill();
    }
  };
  const measure = async (name, url, headers) => ({ name, ...(await lighthouseRuns(name, lighthouse, withBrowser, url, headers)) });
  const pages = [
    await measure("baseline", baselineUrl),
    await measure("start", startUrl),
    // The survey session cookie is all this device has of the survey (no storage): the screen must come from the server.
    await measure("resumed", resumed.url, { Cookie: resumed.cookie }),
  ];
  for (const page of pages) {
    const js = await gzippedSizes(page.scripts);
    Object.assign(page, { jsKb: js.kb, jsFiles: js.files });
    if (page.name !== "start") continue;
    console.log(`Start page ${startUrl}: the JavaScript it loads (gzip)`);
    for (const row of js.rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${new URL(row.url).pathname}`);
  }

  const baseline = pages[0];
  console.log(`\nLighthouse mobile preset, ${runs} run(s) per page (median), the same server and browser:`);
  console.log("  page      LCP ms  × baseline  FCP ms  TBT ms    CLS  score   JS KB (gzip)  files");
  for (const page of pages) {
    console.log(
      `  ${page.name.padEnd(8)} ${page.lcp.toFixed(0).padStart(7)}  ${(page.lcp / baseline.lcp).toFixed(2).padStart(10)}` +
        `  ${page.fcp.toFixed(0).padStart(6)}  ${page.tbt.toFixed(0).padStart(6)}  ${page.cls.toFixed(3)}  ${page.score.toFixed(2).padStart(5)}` +
        `  ${page.jsKb.toFixed(1).padStart(13)}  ${String(page.jsFiles).padStart(5)}`,
    );
  }

  const misses = [];
  for (const page of pages.slice(1)) {
    if (page.lcp > BUDGET.lcpMs) misses.push(`${page.name}: LCP ${page.lcp.toFixed(0)} ms > ${BUDGET.lcpMs} ms`);
    if (page.score < BUDGET.performance) misses.push(`${page.name}: score ${page.score.toFixed(2)} < ${BUDGET.performance}`);
  }
  const start = pages[1];
  if (start.jsKb > BUDGET.startJsKb) misses.push(`start: JavaScript ${start.jsKb.toFixed(1)} KB > ${BUDGET.startJsKb} KB`);
  console.log(
    `\nBudgets: LCP ≤ ${BUDGET.lcpMs} ms and score ≥ ${BUDGET.performance} (start, resumed); start page JS ≤ ${BUDGET.startJsKb} KB.`,
  );
  console.log(misses.length ? `Budget missed:\n  ${misses.join("\n  ")}` : "Budgets met.");
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await server?.stop();
  rmSync(BASELINE_FILE, { force: true });
}
