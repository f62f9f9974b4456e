import { describe, expect, it } from "vitest";
import { UsageError } from "./cli-args.ts";
import { DEFAULT_OUTBOX_LIMIT, parseOutboxArgs } from "./outbox-command.ts";

const usageError = (argv: string[]) => {
  try {
    parseOutboxArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`expected a usage error for ${JSON.stringify(argv)}`);
};

describe("parseOutboxArgs", () => {
  it("lists the latest 20 by default", () => {
    expect(DEFAULT_OUTBOX_LIMIT).toBe(20);
    expect(parseOutboxArgs([])).toEqual({ action: "list", to: undefined, limit: 20 });
  });

  it("filters by recipient, as --to value or --to=value", () => {
    expect(parseOutboxArgs(["--to", "someone@example.com"])).toEqual({ action: "list", to: "someone@example.com", limit: 20 });
    expect(parseOutboxArgs(["--to=someone@example.com"])).toEqual({ action: "list", to: "someone@example.com", limit: 20 });
  });

  it("takes a limit from 1 to 500", () => {
    expect(parseOutboxArgs(["--limit", "5", "--to", "a@b.co"])).toEqual({ action: "list", to: "a@b.co", limit: 5 });
    expect(parseOutboxArgs(["--limit=500"]).action).toBe("list");
    for (const bad of ["0", "501", "-3", "ten", "2.5", ""])
      expect(usageError([`--limit=${bad}`])).toMatch(/--limit must be a whole number from 1 to 500/);
  });

  it.each([["--help"], ["-h"], ["--to", "a@b.co", "--help"]])("shows help for %j", (...argv) => {
    expect(parseOutboxArgs(argv)).toEqual({ action: "help" });
  });

  it("refuses a --to without an email address", () => {
    expect(usageError(["--to"])).toBe("--to needs a value.");
    expect(usageError(["--to", "--limit", "3"])).toBe("--to needs a value.");
    expect(usageError(["--to", "someone"])).toBe('--to needs an email address (got "someone").');
  });

  it("lists the SMS outbox with --channel sms, a phone number as --to", () => {
    expect(parseOutboxArgs(["--channel", "sms"])).toEqual({ action: "list-sms", to: undefined, limit: 20 });
    expect(parseOutboxArgs(["--channel=sms", "--to", "(555) 201-0000"])).toEqual({ action: "list-sms", to: "+15552010000", limit: 20 });
    expect(parseOutboxArgs(["--channel", "email", "--to", "a@b.co"])).toEqual({ action: "list", to: "a@b.co", limit: 20 });
    expect(usageError(["--channel", "sms", "--to", "a@b.co"])).toBe('--to needs a US phone number with --channel sms (got "a@b.co").');
    expect(usageError(["--channel", "fax"])).toBe('--channel is email or sms (got "fax").');
  });

  it("refuses unknown options, repeated options and stray words", () => {
    expect(usageError(["--from", "a@b.co"])).toBe("Unknown option --from.");
    expect(usageError(["--to", "a@b.co", "--to", "c@d.co"])).toBe("--to is given twice.");
    expect(usageError(["someone@example.com"])).toBe('Unexpected argument "someone@example.com".');
    expect(usageError(["-t", "a@b.co"])).toBe('Unexpected argument "-t".');
  });
});
