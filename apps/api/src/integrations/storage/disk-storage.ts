import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FileStorage } from "./file-storage.ts";

/** Keys are made by the app, never taken from a request as they are; this still refuses any that could escape. */
const SAFE_KEY = /^[a-z0-9-]+(?:\/[a-zA-Z0-9._-]+)+$/;

function resolveKey(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return path.join(root, key);
}

/** Files on the local disk under `root`. Writes go to a temporary name first, so a reader never sees half a file. */
export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, bytes) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(resolveKey(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveKey(root, key), { force: true });
    },
  };
}
