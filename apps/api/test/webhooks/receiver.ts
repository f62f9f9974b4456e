import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhook } from "../../src/lib/standard-webhooks.ts";

export type Received = {
  id: string;
  body: string;
  json: { type: string; data: Record<string, unknown> };
  headers: http.IncomingHttpHeaders;
};

/**
 * A webhook receiver on this machine, as an agent's server would be: it verifies each request's Standard Webhooks
 * signature with the secrets it was given and answers with `answer` (200 by default).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const state = {
    secrets: [] as string[],
    answer: { status: 200, headers: {} as Record<string, string>, body: "thanks" },
    /** Whether the last request's signature verified under `secrets[index]`. */
    verified: [] as boolean[][],
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = {
        id: request.headers["webhook-id"] as string,
        timestamp: request.headers["webhook-timestamp"] as string,
        signature: request.headers["webhook-signature"] as string,
      };
      const nowS = Number(headers.timestamp);
      state.verified.push(state.secrets.map((secret) => verifyWebhook(secret, headers, body, nowS)));
      received.push({ id: headers.id, body, json: JSON.parse(body) as Received["json"], headers: request.headers });
      response.writeHead(state.answer.status, state.answer.headers).end(state.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
