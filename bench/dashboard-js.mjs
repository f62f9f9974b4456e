#!/usr/bin/env node
/**
 * Signed-in pages' JavaScript budget: the compressed JavaScript each page of the signed-in app loads on first load
 * (its scripts, module preloads and the modules its inline scripts import), counted as the bytes the server sends a
 * browser that accepts Brotli and gzip, signed in as the demo agency's Admin on a private production server, beside
 * the survey start page's as the baseline of the same run. Budget: ≤ 150 KB per page. Exits 1 when a page misses it.
 *   npm run bench:dashboard-js
 */
import { spawnSync } from "node:child_process";
import http from "node:http";
import { gzipSync } from "node:zlib";
import { root, seedLinks, startServer } from "./lib/server.mjs";

const BUDGET_KB = 150;
const port = Number(process.env.BENCH_PORT ?? 3298);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 5698);
const { DEMO_EMAIL, DEMO_PASSWORD } = await import("../apps/api/src/cli/seed-command.ts");

/** The bytes a browser that accepts Brotli and gzip (any current one, over https) receives for `url`, and how. */
function transferred(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity", status: response.statusCode }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * Every script a page's HTML makes the browser load before it is interactive, in KB: as the server sends it to a
 * browser accepting Brotli (the budget's figure), and gzipped at level 9 for comparison with older figures.
 */
export async function pageJavaScript(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const html = await response.text();
  const scripts = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) scripts.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) scripts.add(match[1] ?? match[2]);
  let total = 0;
  let gzipTotal = 0;
  const files = [];
  for (const src of scripts) {
    const scriptUrl = new URL(src, url);
    const sent = await transferred(scriptUrl);
    if (sent.status !== 200) throw new Error(`GET ${scriptUrl} answered ${sent.status}`);
    const body = Buffer.from(await (await fetch(scriptUrl)).arrayBuffer());
    const kb = sent.bytes / 1024;
    const gzipKb = gzipSync(body, { level: 9 }).length / 1024;
    total += kb;
    gzipTotal += gzipKb;
    files.push({ src, kb, gzipKb, encoding: sent.encoding });
  }
  files.sort((a, b) => b.kb - a.kb);
  return { kb: total, gzipKb: gzipTotal, files };
}

/**
 * The demo agent's ConnectureDRX area, opened the product's way: the agent id linked by the emailed verification link
 * (read from the bench server's mail outbox), then the agent-info step on the seed's paid connecture link.
 */
async function linkConnectureAgent(server, cookie, email) {
  const call = async (path, body, method = "POST") => {
    const init = { method, headers: { cookie, origin: server.origin, "content-type": "application/json" }, body: JSON.stringify(body) };
    const response = await fetch(`${server.origin}${path}`, init);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  };
  await call("/api/rfxc/link-requests", { connAgentId: "BENCH-AGENT-1", search: "" });
  const outbox = spawnSync("npm", ["run", "--silent", "outbox", "--", "--to", email, "--limit", "1"], {
    cwd: root,
    env: server.env,
    encoding: "utf8",
  });
  const token = /[?&]verifyToken=([A-Za-z0-9_-]+)/.exec(outbox.stdout)?.[1];
  if (!token) throw new Error(`no verification link in the outbox:\n${outbox.stdout}${outbox.stderr}`);
  await call("/api/rfxc/link-requests/confirm", { token });
  await call(
    "/api/bulk-onboarding/connecture/agent-info",
    { first_name: "Grace", last_name: "Harmon", agency_name: "Sunshine Senior Benefits", accept_terms: true },
    "PUT",
  );
}

const server = await startServer({ port, pgPort });
let missed = false;
try {
  const links = seedLinks(server.env);
  const signIn = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await (await fetch(`${server.origin}/api/auth/me`, { headers: { cookie } })).json();
  await linkConnectureAgent(server, cookie, me.email);
  const list = await (await fetch(`${server.origin}/api/orgs/${me.org_id}/submissions?limit=1`, { headers: { cookie } })).json();
  const pages = [
    "/dashboard",
    "/submissions",
    ...(list.items?.[0] ? [`/submissions/${list.items[0].id}`] : []),
    "/marketplace/links",
    "/splash-pages",
    "/integrations",
    "/integrations/connecture_drx",
    "/splash-pages/reviews",
    "/crm/home",
    "/crm/home?tab=sends",
    "/crm/settings",
    "/connecturedrx/book-of-business",
  ];

  // The baseline of the same run: the survey start page, which loads no JavaScript before the client's first tap.
  const baseline = links.medicare ? await pageJavaScript(links.medicare) : null;
  if (baseline) console.log(`Baseline, the survey start page: ${baseline.kb.toFixed(1)} KB in ${baseline.files.length} files`);
  for (const page of pages) {
    const { kb, gzipKb, files } = await pageJavaScript(`${server.origin}${page}`, { cookie });
    const met = kb <= BUDGET_KB;
    if (!met) missed = true;
    console.log(
      `${page.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB sent (${gzipKb.toFixed(1)} KB as gzip -9) in ${files.length} files` +
        `${baseline?.kb ? `  (${(kb / baseline.kb).toFixed(2)}× the survey start page)` : ""}  ${met ? "met" : "not met"}`,
    );
    for (const file of files.slice(0, Number(process.env.BENCH_LIST_FILES ?? 6)))
      console.log(`    ${file.kb.toFixed(1).padStart(7)} KB  ${file.encoding.padEnd(8)} ${file.src}`);
  }
  console.log(`Budget ≤ ${BUDGET_KB} KB per page: ${missed ? "not met" : "met"}.`);
} finally {
  await server.stop();
}
process.exitCode = missed ? 1 : 0;
