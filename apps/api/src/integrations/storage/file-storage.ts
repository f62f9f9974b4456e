/**
 * Storage adapter for files people upload (link logos). Keys are relative paths such as `logos/<name>.png`; the
 * built-in default keeps them on disk under DATA_DIR/files. Several processes behind one load balancer need that
 * directory shared (or an object store behind this same interface).
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}
