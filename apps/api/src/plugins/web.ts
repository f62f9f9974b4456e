import path from "node:path";
import { existsSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { repoRoot } from "../config.ts";
import { CSP_NONCE_HEADER } from "./security-headers.ts";

export type WebMode = "build" | "dev" | "none";

export const webRoot = path.join(repoRoot, "apps/web");

/**
 * Server-side loaders reach the API in-process (no network hop) through this bridge. It is a process-wide
 * symbol rather than a React Router context token because the server build is a separate bundle.
 */
export const SERVER_API_BRIDGE = Symbol.for("planready.server-api");

export type ServerApiBridge = (input: { method: string; path: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}>;

/** Marks the bridge's in-process requests (value: a random per-process token) so rate limits skip them. */
export const INTERNAL_REQUEST_HEADER = "x-planready-internal";

/**
 * The page request's client address, handed to the server render (whatever the browser sent under that name is
 * replaced). A call the render makes as the visitor (the survey start page's form action: apps/web `api` with
 * `asClient`) sends it back: the bridge then makes the call from that address, without the internal mark, so the
 * API's rate limits count it as the visitor's own, as if their browser had called.
 */
export const CLIENT_ADDRESS_HEADER = "x-planready-client-address";

/**
 * Every page React Router answers (documents, their `.data` requests, redirects): the request's CSP nonce goes to
 * the server render as a request header (whatever the browser sent under that name is replaced), and the answer is
 * `no-store` unless a route says otherwise — pages embed their loaders' data (a signed-in person's profile, a
 * survey, a submission) and their nonce, so no browser or proxy may keep one. The built files keep their own caching
 * (fastify-static's, a year for hashed assets).
 */
const pageRouteOptions = {
  config: { auth: "public" as const },
  onRequest: async (request: FastifyRequest) => {
    request.headers[CSP_NONCE_HEADER] = request.cspNonce;
    request.headers[CLIENT_ADDRESS_HEADER] = request.ip;
  },
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  },
};

/**
 * The in-process call of a server render: marked internal (rate limits skip it), unless it names the visitor's
 * address (`CLIENT_ADDRESS_HEADER`), when it is made from that address like a call from their browser.
 */
export function serverApiBridge(app: FastifyInstance, internalToken: string): ServerApiBridge {
  return async ({ method, path: url, headers, body }) => {
    const { [CLIENT_ADDRESS_HEADER]: clientAddress, [INTERNAL_REQUEST_HEADER]: _mark, ...rest } = headers;
    const response = await app.inject({
      method: method as "GET",
      url,
      headers: clientAddress ? rest : { ...rest, [INTERNAL_REQUEST_HEADER]: internalToken },
      ...(clientAddress ? { remoteAddress: clientAddress } : {}),
      ...(body === undefined ? {} : { payload: body }),
    });
    return { status: response.statusCode, headers: response.headers as Record<string, string | string[]>, body: response.body };
  };
}

export async function registerWeb(
  app: FastifyInstance,
  mode: Exclude<WebMode, "none">,
  { devPort, internalToken }: { devPort: number; internalToken: string },
) {
  const bridge = serverApiBridge(app, internalToken);
  (globalThis as Record<symbol, unknown>)[SERVER_API_BRIDGE] = bridge;

  if (mode === "dev") {
    const { createServer } = await import("vite");
    const middie = (await import("@fastify/middie")).default;
    const vite = await createServer({
      root: webRoot,
      configFile: path.join(webRoot, "vite.config.ts"),
      server: { middlewareMode: true, hmr: { port: devPort + 21000 } },
      appType: "custom",
    });
    // Vite's dev server must not end the process on SIGTERM: graceful shutdown is ours.
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    }
    app.addHook("onClose", async () => vite.close());
    await app.register(async (web) => {
      await web.register(middie);
      web.use((req, res, next) => (req.url?.startsWith("/api/") ? next() : vite.middlewares(req, res, next)));
      await web.register(fastifyReactRouter, { devServer: vite, routeOptions: pageRouteOptions });
    });
    return;
  }

  const buildDir = path.join(webRoot, "build");
  const assetsDirectory = path.join(buildDir, "client", "assets");
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`The web app is not built (${buildDir} is missing). Run "npm run build" first, or "npm start", which builds.`);
  }
  await app.register(fastifyReactRouter, {
    serverBuildPath: path.join(buildDir, "server/index.js"),
    clientBuildDirectory: path.join(buildDir, "client"),
    mode: "production",
    routeOptions: pageRouteOptions,
    staticOptions: {
      // The build writes each text file beside itself as .br and .gz at the strongest settings (apps/web/vite.config.ts);
      // the answer then depends on the request's Accept-Encoding, which caches must know. (These replace the
      // plugin's own header setter: hashed assets keep a year, other files an hour, as it sets them.)
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(assetsDirectory);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        res.setHeader("vary", "accept-encoding");
      },
    },
  });
}
