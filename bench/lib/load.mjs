import http from "node:http";

/** The value at percentile `p` (0–100) of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Drives `connections` keep-alive connections at once against 127.0.0.1:`port` for `durationMs` (after `warmupMs`
 * not counted), each sending its next request as soon as the last one answered. `next(worker)` gives
 * { method, path, headers, body } for one worker. Returns the throughput and latency figures of the measured part,
 * and, given `cpuMs` (the server's CPU time so far), the server's CPU time per request in µs: on a busy machine
 * throughput swings with what else runs, the CPU a request costs much less.
 */
export async function runLoad({ port, connections, durationMs, warmupMs = 1000, next, cpuMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let firstError = null;
  let measuring = false;
  const send = (request) =>
    new Promise((resolve) => {
      const body = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body));
      const started = performance.now();
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          agent,
          method: request.method,
          path: request.path,
          headers: { ...(body ? { "content-type": "application/json", "content-length": body.length } : {}), ...request.headers },
        },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            const ms = performance.now() - started;
            if (res.statusCode >= 300) {
              errors += measuring ? 1 : 0;
              firstError ??= `${res.statusCode} ${Buffer.concat(chunks).toString("utf8").slice(0, 300)}`;
            } else if (measuring) latencies.push(ms);
            resolve();
          });
        },
      );
      req.on("error", (error) => {
        errors += 1;
        firstError ??= String(error);
        resolve();
      });
      if (body) req.write(body);
      req.end();
    });
  const state = { stop: false };
  const workers = Array.from({ length: connections }, async (_, worker) => {
    while (!state.stop) await send(next(worker));
  });
  await new Promise((r) => setTimeout(r, warmupMs));
  measuring = true;
  const cpuBefore = cpuMs?.();
  const started = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  measuring = false;
  const cpuAfter = cpuMs?.();
  const elapsed = performance.now() - started;
  state.stop = true;
  await Promise.all(workers);
  agent.destroy();
  // oxlint-disable-next-line unicorn/no-array-sort
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    firstError,
    rps: latencies.length / (elapsed / 1000),
    p50: percentile(latencies, 50) ?? NaN,
    p99: percentile(latencies, 99) ?? NaN,
    cpuUsPerRequest: cpuBefore === undefined ? NaN : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, latencies.length),
  };
}

export const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
