import { ZLink } from "@planready/contracts/links";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type S3StorageOptions } from "../../src/integrations/storage/s3-storage.ts";
import { createTestApp } from "../helpers/app.ts";
import { startFakeS3, type FakeS3 } from "../helpers/fake-s3.ts";
import { signUp } from "../helpers/users.ts";
import { asUser, createLink } from "../survey/survey-helpers.ts";

const BUCKET = "planready-files";
let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3(BUCKET);
});

afterAll(async () => {
  await s3.close();
});

const storage = (overrides: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    bucket: BUCKET,
    region: "auto",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    prefix: "prod/",
    credentials: { accessKeyId: "TESTKEYID", secretAccessKey: "test-secret" },
    ...overrides,
  });

describe("S3 file storage (through the AWS SDK, against a local S3-compatible service)", () => {
  it("puts, reads back and deletes a file under the prefix, with signed requests", async () => {
    const files = storage();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const before = s3.requests.length;
    await files.put("logos/3f1c.png", bytes);
    expect(s3.objects.get(`/${BUCKET}/prod/logos/3f1c.png`)).toEqual(bytes);
    expect(await files.get("logos/3f1c.png")).toEqual(bytes);
    await files.delete("logos/3f1c.png");
    expect(s3.objects.has(`/${BUCKET}/prod/logos/3f1c.png`)).toBe(false);
    const made = s3.requests.slice(before);
    expect(made.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /${BUCKET}/prod/logos/3f1c.png`,
      `GET /${BUCKET}/prod/logos/3f1c.png`,
      `DELETE /${BUCKET}/prod/logos/3f1c.png`,
    ]);
    // AWS Signature Version 4 with the configured key.
    expect(made.every((r) => r.authorization.startsWith("AWS4-HMAC-SHA256 Credential=TESTKEYID/"))).toBe(true);
  });

  it("reads a missing file as none, and deleting it is not an error", async () => {
    expect(await storage().get("pdfs/missing.pdf")).toBeNull();
    await expect(storage().delete("pdfs/missing.pdf")).resolves.toBeUndefined();
  });

  it("refuses a key that could escape its folder, before asking the service", async () => {
    const before = s3.requests.length;
    await expect(storage().put("logos/../secrets", Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage().get("/etc/passwd")).rejects.toThrow(/Unsafe storage key/);
    expect(s3.requests.length).toBe(before);
  });

  it("lets a refusal through: a bucket it may not use is an error, not a missing file", async () => {
    const refused = storage({ bucket: "someone-elses" });
    await expect(refused.put("logos/a.png", Buffer.from("x"))).rejects.toThrow(/Access Denied/);
    await expect(refused.get("logos/a.png")).rejects.toThrow(/Access Denied/);
  });
});

describe("the app with S3_BUCKET set", () => {
  it("keeps an uploaded logo in the bucket and serves it from there", async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_REGION: "auto",
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: "planready/",
        S3_ACCESS_KEY_ID: "TESTKEYID",
        S3_SECRET_ACCESS_KEY: "test-secret",
      },
    });
    const admin = await signUp(t.app);
    const link = await createLink(t.app, admin);
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    const uploaded = await asUser(t.app, admin, "POST", `/api/links/${link.id}/logo`, {
      data_url: `data:image/png;base64,${png.toString("base64")}`,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl = ZLink.parse(uploaded.json()).logo_image_url!;
    const name = logoUrl.split("/").at(-1)!;
    expect(s3.objects.get(`/${BUCKET}/planready/logos/${name}`)).toEqual(png);
    const served = await t.app.inject({ method: "GET", url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});
