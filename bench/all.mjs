#!/usr/bin/env node
/** `npm run bench`: every benchmark, one after the other (each still runs when another missed its budget). */
import { spawnSync } from "node:child_process";
import path from "node:path";

const benches = ["survey-page.mjs", "splash-page.mjs", "autosave.mjs", "auth-me.mjs", "dashboard-js.mjs", "submissions.mjs", "chaos.mjs"];
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench} ==`);
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, bench)], { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
process.exitCode = failed ? 1 : 0;
