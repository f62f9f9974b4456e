import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertSafeKey, type FileStorage } from "./file-storage.ts";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's endpoint (MinIO, R2…); AWS S3 when unset. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key ("" or folder names ending in "/"). */
  prefix: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/**
 * Files in an S3 or S3-compatible bucket (S3_BUCKET), for several app processes or machines to share. Objects are
 * private (no ACL): the app reads them back and serves them itself, with its own access rules.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // S3-compatible services do not all accept the checksums the SDK now adds by default: only where S3 needs them.
    ...(options.endpoint
      ? { endpoint: options.endpoint, requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix}${assertSafeKey(key)}`;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
