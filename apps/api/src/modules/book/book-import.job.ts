import { BOOK_IMPORT_ROWS_MAX } from "@planready/contracts/book-rules";
import {
  bookDuplicateKeys,
  mappingColumns,
  mergeBookClients,
  parseCsv,
  validateBookRow,
  type TBookRowClient,
} from "@planready/contracts/book-import";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import {
  countImportProblems,
  deleteImportChunks,
  findImport,
  findMatchingClients,
  insertClients,
  insertImportProblems,
  mergeIntoClients,
  readImportText,
  updateImport,
  type BookImportRow,
} from "./book.repository.ts";

/** Rows per transaction: the progress moves after each, and a retried job goes on from the last one committed. */
export const IMPORT_BATCH_ROWS = 2000;
/** The most rows one file may have. */
export const IMPORT_ROWS_MAX = BOOK_IMPORT_ROWS_MAX;
/** The reasons kept per import (the page lists them; a file with more problems is a file to fix, not to scroll). */
export const IMPORT_PROBLEMS_MAX = 2000;

/**
 * The `book-import` job: reads the uploaded chunks, checks every row (contracts/book-import.ts, the same rules as the
 * page's preview), merges duplicates — within the file and against the agent's book — and writes batch by batch,
 * each batch with its progress in one transaction, so the page's progress bar moves and a retry resumes where the
 * last committed batch ended. The chunks are deleted when it is done. docs/decisions/036-book-of-business-import.md.
 */
export async function runBookImport(deps: Pick<AppDeps, "db" | "log">, data: { importId: string }): Promise<void> {
  const { db } = deps;
  const found = await findImport(db, data.importId);
  if (!found || found.status === "done" || found.status === "failed" || found.status === "uploading") return;
  const imp: BookImportRow = found;
  const text = await readImportText(db, imp.id);
  const records = parseCsv(text);
  const headers = records[0] ?? [];
  const total = Math.max(records.length - 1, 0);
  if (total > IMPORT_ROWS_MAX) {
    await finish(db, imp.id, { status: "failed", error: "too_many_rows", total_rows: total });
    return;
  }
  const columns = mappingColumns(headers, imp.mapping);
  await updateImport(db, imp.id, { status: "running", total_rows: total });
  const today = new Date();
  let problemsKept = await countImportProblems(db, imp.id);

  for (let start = imp.processed_rows; start < total; start += IMPORT_BATCH_ROWS) {
    const end = Math.min(start + IMPORT_BATCH_ROWS, total);
    // Check the batch's rows and merge the duplicates among them (a later row fills the earlier).
    const batch: { client: TBookRowClient; keys: string[] }[] = [];
    const byKey = new Map<string, number>();
    const kept: Parameters<typeof insertImportProblems>[1] = [];
    let rejected = 0;
    let mergedInFile = 0;
    for (let i = start; i < end; i++) {
      const result = validateBookRow(records[i + 1]!, columns, today);
      const rowRejected = result.client === null;
      if (rowRejected) rejected++;
      for (const p of result.problems)
        if (problemsKept + kept.length < IMPORT_PROBLEMS_MAX)
          kept.push({ import_id: imp.id, row: i + 1, field: p.field, problem: p.problem, rejected: rowRejected });
      if (!result.client) continue;
      const keys = bookDuplicateKeys(result.client);
      const earlier = keys.map((k) => byKey.get(k)).find((x) => x !== undefined);
      if (earlier !== undefined) {
        const merged = mergeBookClients(batch[earlier]!.client, result.client);
        batch[earlier] = { client: merged, keys: [...new Set([...batch[earlier]!.keys, ...bookDuplicateKeys(merged)])] };
        for (const k of batch[earlier].keys) byKey.set(k, earlier);
        mergedInFile++;
        continue;
      }
      for (const k of keys) byKey.set(k, batch.length);
      batch.push({ client: result.client, keys });
    }

    await db.transaction(async (tx) => {
      // Match the batch against the book (earlier batches of this file included).
      const emails = batch.flatMap((b) => (b.client.email ? [b.client.email] : []));
      const phones = batch.flatMap((b) => (b.client.phone ? [b.client.phone] : []));
      const names = batch.flatMap((b) => b.keys.filter((k) => k.startsWith("n:")).map((k) => k.slice(2)));
      // Candidates share an email, a phone or a name with birth date; the keys (with the first name) decide.
      const existing = await findMatchingClients(tx, imp.owner_id, { emails, phones, names });
      const existingByKey = new Map<string, string>();
      for (const e of existing) for (const k of bookDuplicateKeys(e)) if (!existingByKey.has(k)) existingByKey.set(k, e.id);
      const inserts: TBookRowClient[] = [];
      const updates = new Map<string, TBookRowClient>();
      let merged = mergedInFile;
      let notSendable = 0;
      for (const { client, keys } of batch) {
        const id = keys.map((k) => existingByKey.get(k)).find((x) => x !== undefined);
        if (client.consent_channels.length === 0) notSendable++;
        if (id) {
          const before = updates.get(id);
          updates.set(id, before ? mergeBookClients(before, client) : client);
          merged++;
        } else {
          inserts.push(client);
        }
      }
      await insertClients(tx, imp.org_id, imp.owner_id, imp.id, inserts);
      await mergeIntoClients(
        tx,
        imp.id,
        [...updates].map(([id, c]) => ({ id, ...c })),
      );
      await insertImportProblems(tx, kept);
      const current = (await findImport(tx, imp.id))!;
      await updateImport(tx, imp.id, {
        processed_rows: end,
        imported: current.imported + inserts.length,
        merged: current.merged + merged,
        rejected: current.rejected + rejected,
        not_sendable: current.not_sendable + notSendable,
      });
    });
    problemsKept += kept.length;
  }
  await finish(db, imp.id, { status: "done" });
  deps.log.info({ importId: imp.id, rows: total }, "book import done");
}

async function finish(db: Db, importId: string, set: Parameters<typeof updateImport>[2]): Promise<void> {
  await db.transaction(async (tx) => {
    await updateImport(tx, importId, { ...set, finished_at: new Date() });
    await deleteImportChunks(tx, importId);
  });
}
