import { readFileSync } from "node:fs";
import path from "node:path";
import type { TZipPlace } from "@planready/contracts/lookups";

/**
 * The ZIP code table shipped with the API (apps/api/data/zip/us-zip-codes.tsv: `zip<TAB>city<TAB>state<TAB>county`,
 * a dated extract of a public source named in apps/api/data/zip/README.md). Read once, on the first look-up.
 */
export const ZIP_TABLE_FILE = path.resolve(import.meta.dirname, "../../../data/zip/us-zip-codes.tsv");

export type ZipTable = { find(zip: string): TZipPlace | null; readonly size: number };

export function loadZipTable(file = ZIP_TABLE_FILE): ZipTable {
  const places = new Map<string, string>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const zip = line.slice(0, 5);
    if (/^\d{5}\t/.test(line)) places.set(zip, line);
  }
  return {
    size: places.size,
    find(zip) {
      const line = places.get(zip);
      if (!line) return null;
      const [, city = "", state = "", county = ""] = line.split("\t");
      return { zip, city, state, county };
    },
  };
}

let shared: ZipTable | undefined;
/** The shipped table, loaded on first use and kept for the process. */
export function zipTable(): ZipTable {
  shared ??= loadZipTable();
  return shared;
}
