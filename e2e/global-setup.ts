import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

/**
 * Browsers are never downloaded: the tests drive Debian's Chromium. When it is missing it is installed with apt-get,
 * which needs root; otherwise the run stops with the command to type.
 */
export default function globalSetup() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing. Install Debian's Chromium as root: apt-get update && apt-get install -y chromium`);
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium", "fonts-liberation"], { stdio: "inherit", env });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing.`);
}
