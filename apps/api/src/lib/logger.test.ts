import { describe, expect, it } from "vitest";
import { loggerOptions, maskValues, redactPath, serializeError } from "./logger.ts";

describe("redactPath", () => {
  it("drops the query string, which can carry emails and tokens", () => {
    expect(redactPath("/api/orgs?stripeEmail=ana%40example.com")).toBe("/api/orgs");
    expect(redactPath("/api/auth/reset-password?token=abc")).toBe("/api/auth/reset-password");
  });

  it("masks the email of /api/users/email/…", () => {
    expect(redactPath("/api/users/email/ana%40example.com")).toBe("/api/users/email/[redacted]");
    expect(redactPath("/api/users/email/ana@example.com?x=1")).toBe("/api/users/email/[redacted]");
  });

  it("masks the password-reset token in the emailed link", () => {
    expect(redactPath("/api/auth/reset-password/Tok3n-abc?callbackURL=%2Freset-password")).toBe("/api/auth/reset-password/[redacted]");
  });

  it("masks the token of a link sent for signature", () => {
    expect(redactPath("/sign/AbC_123-xyz?lng=es")).toBe("/sign/[redacted]");
    expect(redactPath("/signup")).toBe("/signup");
  });

  it("leaves other paths alone", () => {
    expect(redactPath("/api/orgs/7f0c2c8e-4a3b-4c1d-9e2f-0a1b2c3d4e5f")).toBe("/api/orgs/7f0c2c8e-4a3b-4c1d-9e2f-0a1b2c3d4e5f");
    expect(redactPath("/")).toBe("/");
    expect(redactPath("")).toBe("");
  });
});

describe("loggerOptions", () => {
  it("turns logging off for silent", () => {
    expect(loggerOptions("silent")).toBe(false);
  });

  it("serialises requests without headers, bodies or query strings", () => {
    const options = loggerOptions("info");
    if (!options || options === true || !("serializers" in options)) throw new Error("expected logger options with serializers");
    const req = options.serializers!.req!({
      method: "GET",
      url: "/api/users/email/a%40b.c?x=1",
      id: "r1",
      headers: { cookie: "s" },
    } as never);
    expect(req).toEqual({ method: "GET", path: "/api/users/email/[redacted]", id: "r1" });
  });
});

describe("serializeError", () => {
  it("keeps a database error's query parameters and the cause's detail out of the log", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: "23505",
      constraint: "users_email_idx",
      table: "users",
      detail: "Key (email)=(ann@example.com) already exists.",
    });
    const error = new Error(
      'Failed query: insert into "survey_contents" ("data") values ($1)\nparams: {"first_name":"Ann","dob":"01/02/1950"}',
      { cause },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain("Ann");
    expect(logged).not.toContain("1950");
    expect(logged).not.toContain("ann@example.com");
    expect(serializeError(error)).toMatchObject({
      type: "Error",
      message: 'Failed query: insert into "survey_contents" ("data") values ($1)',
      cause: { code: "23505", constraint: "users_email_idx", table: "users" },
    });
  });
});

describe("serializeError of PostgreSQL's own errors", () => {
  it("masks the value a database error quotes, and keeps what identifies it", () => {
    const error = Object.assign(new Error('invalid input syntax for type date: "Rosalind Quimby 03/14/1938"'), {
      name: "error",
      code: "22007",
      severity: "ERROR",
      detail: "Failing row contains (Rosalind).",
      where: "SQL function",
    });
    const logged = serializeError(error);
    expect(logged.message).toBe('invalid input syntax for type date: "…"');
    expect(logged.code).toBe("22007");
    expect(JSON.stringify(logged)).not.toMatch(/Rosalind|1938/);
  });

  it("leaves other errors' words alone", () => {
    expect(serializeError(new Error('the job queue is not running: "submission-pdf"')).message).toBe(
      'the job queue is not running: "submission-pdf"',
    );
  });
});

describe("maskValues", () => {
  it("masks quoted values, email addresses, dates and long numbers", () => {
    expect(maskValues(`User rosa.diaz@example.com not found; dob 03/14/1938, phone 813-555-0142, name 'Rosa'`)).toBe(
      "User [email] not found; dob [date], phone [number], name '…'",
    );
  });
});
