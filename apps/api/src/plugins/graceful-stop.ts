import type { IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether the server is stopping: readiness answers 503 and every response closes its connection. */
    draining: () => boolean;
    /**
     * The first step of a graceful stop (SIGTERM), before `close()`: stops accepting connections (new ones are
     * refused, before any request is sent), lets the requests in flight finish, and answers the next request of
     * each open keep-alive connection normally but with `Connection: close`. Connections idle for `idleGraceMs`
     * are closed. Resolves when no connection is left, or after `timeoutMs`.
     */
    drain: (options: { idleGraceMs: number; timeoutMs: number }) => Promise<void>;
  }
}

type Tracked = { busy: number; lastActive: number };

/**
 * Graceful stop without dropping a request (docs/decisions/020-crash-recovery.md). Closing idle keep-alive
 * connections at once races with a client sending on one of them at that instant (its request is lost, unanswered);
 * answering requests with 503 while closing refuses work the server could do. Instead the listener closes first,
 * and each keep-alive connection ends after its next answer, or once it has been idle for a while.
 */
export function registerGracefulStop(app: FastifyInstance) {
  let draining = false;
  const sockets = new Map<Socket, Tracked>();
  const inFlight = new Set<ServerResponse>();

  app.server.on("connection", (socket: Socket) => {
    sockets.set(socket, { busy: 0, lastActive: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  // Before Fastify's own listener: a response must learn it closes its connection before its headers are written.
  app.server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const tracked = sockets.get(request.socket);
    if (draining) response.shouldKeepAlive = false;
    if (!tracked) return;
    tracked.busy++;
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      tracked.busy--;
      tracked.lastActive = Date.now();
    });
  });

  app.decorate("draining", () => draining);
  app.decorate("drain", async ({ idleGraceMs, timeoutMs }: { idleGraceMs: number; timeoutMs: number }) => {
    if (draining) return;
    draining = true;
    for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    // The listening socket only: http.Server#close would also close every idle connection at once (see above).
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    const until = Date.now() + timeoutMs;
    while (sockets.size > 0 && Date.now() < until) {
      const now = Date.now();
      for (const [socket, tracked] of sockets) {
        if (tracked.busy === 0 && now - tracked.lastActive >= idleGraceMs) socket.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}
