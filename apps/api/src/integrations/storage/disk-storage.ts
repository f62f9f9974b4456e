import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { assertSafeKey, type FileStorage } from "./file-storage.ts";

const resolveKey = (root: string, key: string): string => path.join(root, assertSafeKey(key));

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
