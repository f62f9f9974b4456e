/**
 * Storage adapter for files (link logos, submission PDFs). Keys are relative paths such as `logos/<name>.png`; the
 * built-in default keeps them on disk under DATA_DIR/files (disk-storage.ts), which several processes behind one
 * load balancer would have to share; with S3_BUCKET set they go to an S3 or S3-compatible bucket (s3-storage.ts).
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the app, never taken from a request as they are; this still refuses any that could escape. */
const SAFE_KEY = /^[a-z0-9-]+(?:\/[a-zA-Z0-9._-]+)+$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return key;
}
