import { createReadStream, createWriteStream } from "node:fs";
import { readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import type pg from "pg";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../integrations/storage/file-storage.ts";

/**
 * A PlanReady backup: one gzip file of JSON lines (docs/decisions/021-several-processes-backup-retention.md). The
 * embedded PostgreSQL ships no pg_dump, so the dump goes through the driver: every table of the app (`public`), of
 * its migration journal (`drizzle`) and of the job queue (`pgboss`), read in one snapshot, each row as JSON; the
 * sequences; then every stored file, base64. The last line counts what came before, so a cut-off file is refused.
 *
 *   {"format":"planready-backup","version":1,"created_at":"…","migrations":["<hash>",…]}
 *   {"table":"public.users","columns":["id",…]}   then {"rows":[{…},…]} lines
 *   {"sequence":"drizzle.__drizzle_migrations_id_seq","last_value":23,"is_called":true}
 *   {"file":"logos/…png","base64":"…"}
 *   {"end":true,"tables":57,"rows":1234,"files":3}
 */
export const BACKUP_FORMAT = "planready-backup";
const SCHEMAS = ["public", "drizzle", "pgboss"];
const BATCH = 500;

export type BackupSummary = { tables: number; rows: number; files: number };

/** `planready-backup-20261126-193000Z.ndjson.gz`: sorts by time, says what it is. */
export function backupFileName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.\d+Z$/, "Z");
  return `planready-backup-${stamp}.ndjson.gz`;
}

type Table = { name: string; columns: string[] };

const quoted = (client: pg.PoolClient, qualified: string) =>
  qualified
    .split(".")
    .map((part) => client.escapeIdentifier(part))
    .join(".");

/** Every table holding rows (partitions, not their parents), with the columns a row is written back through. */
async function listTables(client: pg.PoolClient): Promise<Table[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select n.nspname || '.' || c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r' and n.nspname = any($1)
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [SCHEMAS],
  );
  return rows;
}

async function listSequences(client: pg.PoolClient) {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value::text from pg_sequences where schemaname = any($1) order by 1`,
    [SCHEMAS],
  );
  return rows;
}

async function appliedMigrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rows.map((row) => row.hash);
}

/** Every file under `root` as storage keys (`logos/x.png`); half-written temporary files are left out. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .toSorted();
}

/**
 * Writes a backup of the database and of the files under `filesRoot` (the disk storage's folder; null when files live
 * in a bucket, which has its own versioning and replication) to `file`. The database is read in one repeatable-read
 * snapshot while the app keeps serving; the file appears under its name only once complete.
 */
export async function writeBackup(db: Db, filesRoot: string | null, file: string): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  const client = await db.$client.connect();
  async function* lines(): AsyncGenerator<string> {
    await client.query("begin isolation level repeatable read read only");
    try {
      yield JSON.stringify({
        format: BACKUP_FORMAT,
        version: 1,
        created_at: new Date().toISOString(),
        migrations: await appliedMigrations(client),
      });
      for (const table of await listTables(client)) {
        summary.tables++;
        yield JSON.stringify({ table: table.name, columns: table.columns });
        await client.query(
          `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(client, table.name)} t`,
        );
        for (;;) {
          const { rows } = await client.query<{ row: string }>(`fetch ${BATCH} from backup_rows`);
          if (rows.length === 0) break;
          summary.rows += rows.length;
          yield `{"rows":[${rows.map((r) => r.row).join(",")}]}`;
        }
        await client.query("close backup_rows");
      }
      for (const sequence of await listSequences(client)) {
        yield JSON.stringify({ sequence: sequence.name, last_value: sequence.last_value, is_called: sequence.last_value !== null });
      }
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
    if (filesRoot) {
      for (const key of await listFiles(filesRoot)) {
        summary.files++;
        yield JSON.stringify({ file: key, base64: (await readFile(path.join(filesRoot, key))).toString("base64") });
      }
    }
    yield JSON.stringify({ end: true, ...summary });
  }

  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.from(
        (async function* () {
          for await (const line of lines()) yield `${line}\n`;
        })(),
      ),
      createGzip(),
      createWriteStream(partial, { flags: "wx", mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
  return summary;
}

export class RestoreRefused extends Error {}

/** Tables whose rows mean the database is in use: a restore never writes over them (nor over evidence). */
const IN_USE = ["public.auth_user", "public.orgs", "public.survey_responses", "public.consent_records"];

/**
 * Restores a backup into a database migrated to the same migrations and holding no data yet, and its files into
 * `storage`. One transaction: a failure leaves the database as it was (files already written stay, named by no row). Triggers are off while the rows go back
 * (`session_replication_role = replica`): the rows already hold what the triggers derived, and checks of keys
 * between tables would otherwise depend on the order of the tables.
 */
export async function restoreBackup(db: Db, storage: FileStorage, file: string): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  const client = await db.$client.connect();
  let reader: ReturnType<typeof createInterface> | undefined;
  let ended = false;
  try {
    let header = true;
    let table: { name: string; columns: string[]; insert: string } | undefined;
    await client.query("begin");
    // Made just before it is read: lines a readline interface emits before its iterator exists are lost.
    reader = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const text of reader) {
      const line = JSON.parse(text) as Record<string, unknown>;
      if (header) {
        header = false;
        await checkHeader(client, line);
        await client.query("set local session_replication_role = replica");
        continue;
      }
      if (ended) throw new RestoreRefused("The backup has lines after its end.");
      if (typeof line.table === "string") {
        const columns = line.columns as string[];
        const name = quoted(client, line.table);
        const list = columns.map((c) => client.escapeIdentifier(c)).join(", ");
        await client.query(`delete from ${name}`);
        table = {
          name: line.table,
          columns,
          insert: `insert into ${name} (${list}) overriding system value select ${list} from json_populate_recordset(null::${name}, $1::json)`,
        };
        summary.tables++;
      } else if (Array.isArray(line.rows)) {
        if (!table) throw new RestoreRefused("The backup has rows before their table.");
        await client.query(table.insert, [JSON.stringify(line.rows)]);
        summary.rows += line.rows.length;
      } else if (typeof line.sequence === "string") {
        await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
          quoted(client, line.sequence),
          line.last_value ?? 1,
          line.is_called === true,
        ]);
      } else if (typeof line.file === "string") {
        // Written as they come (a file can be large): a backup found damaged further on leaves files nobody names,
        // which a later restore overwrites, and no rows.
        await storage.put(line.file, Buffer.from(line.base64 as string, "base64"));
        summary.files++;
      } else if (line.end === true) {
        ended = true;
        if (line.tables !== summary.tables || line.rows !== summary.rows || line.files !== summary.files) {
          throw new RestoreRefused("The backup's contents do not match its own count: it is damaged.");
        }
      }
    }
    if (header) throw new RestoreRefused("The backup is empty.");
    if (!ended) throw new RestoreRefused("The backup is cut off (its last line is missing): it was not written completely.");
    await client.query("commit");
    return summary;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
    reader?.close();
  }
}

async function checkHeader(client: pg.PoolClient, header: Record<string, unknown>): Promise<void> {
  if (header.format !== BACKUP_FORMAT || header.version !== 1) throw new RestoreRefused("This file is not a PlanReady backup.");
  const here = await appliedMigrations(client);
  const there = header.migrations as string[];
  if (here.length !== there.length || here.some((hash, i) => hash !== there[i])) {
    throw new RestoreRefused(
      `The backup was made at migration ${there.length} and this database is at ${here.length}: restore with the version of ` +
        "PlanReady that made the backup (then start the current one, which migrates).",
    );
  }
  for (const table of IN_USE) {
    const { rows } = await client.query(`select 1 from ${quoted(client, table)} limit 1`);
    if (rows.length > 0) {
      throw new RestoreRefused(
        `This database already holds data (${table}): a restore only goes into a new one. Point DATA_DIR (or DATABASE_URL) ` +
          "at a new, empty place and restore there.",
      );
    }
  }
}
