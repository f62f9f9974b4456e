import { describe, expect, it } from "vitest";
import { UsageError } from "./cli-args.ts";
import { parseStaffArgs } from "./staff-command.ts";

const usageError = (argv: string[]) => {
  try {
    parseStaffArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`expected a usage error for ${JSON.stringify(argv)}`);
};

describe("parseStaffArgs", () => {
  it("adds and removes by address, trimmed, and lists", () => {
    expect(parseStaffArgs(["add", " ana@example.com "])).toEqual({ action: "add", email: "ana@example.com" });
    expect(parseStaffArgs(["remove", "ana@example.com"])).toEqual({ action: "remove", email: "ana@example.com" });
    expect(parseStaffArgs(["list"])).toEqual({ action: "list" });
  });

  it.each([["--help"], ["-h"], ["help"]])("shows help for %s", (arg) => {
    expect(parseStaffArgs([arg])).toEqual({ action: "help" });
  });

  it("asks for a command, and for the address", () => {
    expect(usageError([])).toMatch(/add, remove or list/);
    expect(usageError(["add"])).toBe("Whose address? npm run staff -- add person@example.com");
  });

  it("refuses what is not one email address", () => {
    expect(usageError(["add", "ana"])).toBe('"ana" is not an email address.');
    expect(usageError(["add", "a@example.com", "b@example.com"])).toBe('"add" takes one address.');
    expect(usageError(["list", "x"])).toBe('"list" takes no arguments.');
  });

  it("refuses an unknown command, naming it", () => {
    expect(usageError(["promote", "a@example.com"])).toBe('Unknown command "promote". Use add, remove or list.');
  });
});
