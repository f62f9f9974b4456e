import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createFileStorage } from "../integrations/storage/create-storage.ts";
import { backupFileName, restoreBackup, RestoreRefused, writeBackup } from "./backup-archive.ts";
import { isHelp, parseOptions, UsageError } from "./cli-args.ts";

export const BACKUP_USAGE = `Usage: npm run backup [-- --out <folder or file>]

Writes the database (the embedded one of DATA_DIR, or DATABASE_URL) and the stored files (DATA_DIR/files) to one
file, planready-backup-<date>-<time>Z.ndjson.gz, in the folder given (by default the current one). The server may
keep running. Files kept in an S3 bucket (S3_BUCKET) are not included: use the bucket's versioning or replication.`;

export const RESTORE_USAGE = `Usage: npm run restore -- <backup file>

Restores a backup made by npm run backup into a new, empty database (a new DATA_DIR, or an empty DATABASE_URL) and
its files into the storage (DATA_DIR/files or S3_BUCKET). Refuses a database that already holds data, and a backup
made at other migrations than this version's. Stop the server first; start it afterwards.`;

export type BackupCommand = { action: "backup"; out: string } | { action: "help" };
export type RestoreCommand = { action: "restore"; file: string } | { action: "help" };

/** Paths are read from where the operator typed the command (npm runs scripts in the workspace's folder). */
export const typedFrom = (cwd: string | undefined) => (given: string) => path.resolve(cwd ?? process.cwd(), given);

export function parseBackupArgs(argv: string[], resolve = typedFrom(undefined)): BackupCommand {
  if (argv.some(isHelp)) return { action: "help" };
  const options = parseOptions(argv, ["out"]);
  return { action: "backup", out: resolve(options.get("out") ?? ".") };
}

export function parseRestoreArgs(argv: string[], resolve = typedFrom(undefined)): RestoreCommand {
  if (argv.some(isHelp)) return { action: "help" };
  if (argv.length !== 1 || argv[0]!.startsWith("--")) throw new UsageError("Which backup file? Give its path.");
  return { action: "restore", file: resolve(argv[0]!) };
}

/** The folder the disk storage keeps files in, or null when they are in a bucket. */
const filesRoot = (config: Config) => (config.S3_BUCKET ? null : path.join(config.DATA_DIR, "files"));

export async function runBackupCommand(
  db: Db,
  command: Extract<BackupCommand, { action: "backup" }>,
  print: (line: string) => void,
  config: Config,
) {
  const file = existsSync(command.out) && statSync(command.out).isDirectory() ? path.join(command.out, backupFileName()) : command.out;
  const summary = await writeBackup(db, filesRoot(config), file);
  print(`Backup written: ${file}`);
  print(`  ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files`);
  if (config.S3_BUCKET)
    print(`  Files in the bucket ${config.S3_BUCKET} are not in it: back them up with the bucket's versioning or replication.`);
}

export async function runRestoreCommand(
  db: Db,
  command: Extract<RestoreCommand, { action: "restore" }>,
  print: (line: string) => void,
  config: Config,
) {
  if (!existsSync(command.file)) throw new UsageError(`There is no file ${command.file}.`);
  try {
    const summary = await restoreBackup(db, createFileStorage(config), command.file);
    print(`Restored ${command.file}`);
    print(`  ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files`);
  } catch (error) {
    if (error instanceof RestoreRefused) throw new UsageError(`Not restored: ${error.message}`);
    throw error;
  }
}
