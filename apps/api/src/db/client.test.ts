import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./client.ts";

/** Which failures answer 503 (retry in a moment) rather than 500: connection-level ones only. */
describe("isDatabaseUnavailable", () => {
  const withCode = (code: string, message = "") => Object.assign(new Error(message), { code });

  it("recognises a database that is away: refused, reset, shutting down, starting up, out of connections", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "53300", "08006", "08001"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // Node's connect error for a name with several addresses: an AggregateError without a message.
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], ""))).toBe(true);
  });

  it("looks through drizzle's wrapper (the driver's error is its cause)", () => {
    const wrapped = new Error("Failed query: select 1\nparams: ", {
      cause: withCode("57P01", "terminating connection due to administrator command"),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves refused queries and our own bugs alone (they stay 4xx/500)", () => {
    for (const code of ["23505", "23503", "22P02", "42P01", "40001"]) expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query: insert…", { cause: withCode("23505") }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
