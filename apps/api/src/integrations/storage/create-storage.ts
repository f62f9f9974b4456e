import path from "node:path";
import type { Config } from "../../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** The bucket when S3_BUCKET is set (config.ts requires its region), else the built-in disk under DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createDiskStorage(path.join(config.DATA_DIR, "files"));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? "us-east-1",
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
