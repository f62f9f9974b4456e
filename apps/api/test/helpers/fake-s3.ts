import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type FakeS3 = {
  endpoint: string;
  /** Stored objects by path (`/bucket/key`). */
  objects: Map<string, Buffer>;
  requests: { method: string; path: string; authorization: string }[];
  close(): Promise<void>;
};

/**
 * A local stand-in for an S3-compatible service, path-style (/bucket/key): enough of PutObject, GetObject and
 * DeleteObject for the storage adapter, tested through the real SDK. Any bucket but `bucket` is refused (403).
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: FakeS3["requests"] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
      requests.push({ method: request.method ?? "", path, authorization: request.headers.authorization ?? "" });
      const xml = { "content-type": "application/xml" };
      if (!path.startsWith(`/${bucket}/`)) {
        response.writeHead(403, xml).end(xmlError("AccessDenied", "Access Denied"));
      } else if (request.method === "PUT") {
        objects.set(path, await bodyOf(request));
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === "GET") {
        const found = objects.get(path);
        if (found) response.writeHead(200, { "content-type": "application/octet-stream", "content-length": found.length }).end(found);
        else response.writeHead(404, xml).end(xmlError("NoSuchKey", "The specified key does not exist."));
      } else if (request.method === "DELETE") {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
