/**
 * Builds apps/api/data/zip/us-zip-codes.tsv from a GeoNames postal code file for the United States (US.txt, tab
 * separated: country, postal code, place name, state name, state code, county name, county code, …, latitude,
 * longitude, accuracy). See apps/api/data/zip/README.md for where the file came from and its licence.
 *
 *   node scripts/build-zip-table.ts path/to/US.txt
 *
 * Keeps the ZIP codes that have a state (APO/FPO military codes have none), one line per ZIP code, sorted:
 * `zip<TAB>city<TAB>state<TAB>county`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const source = process.argv[2];
if (!source) throw new Error("Usage: node scripts/build-zip-table.ts path/to/US.txt");
const target = path.resolve(import.meta.dirname, "../apps/api/data/zip/us-zip-codes.tsv");

const rows = new Map<string, string>();
for (const line of readFileSync(source, "utf8").split("\n")) {
  const [country, zip, city, , state, county] = line.split("\t");
  if (country !== "US" || !zip || !/^\d{5}$/.test(zip) || !state || !/^[A-Z]{2}$/.test(state) || !city) continue;
  // A ZIP code listed twice keeps its first line.
  if (!rows.has(zip)) rows.set(zip, [zip, city.trim(), state, (county ?? "").trim()].join("\t"));
}
const lines = [...rows.keys()].toSorted().map((zip) => rows.get(zip));
writeFileSync(target, `${lines.join("\n")}\n`);
console.log(`${lines.length} ZIP codes written to ${target}`);
