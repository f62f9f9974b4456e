import { describe, expect, it } from "vitest";
import { UsageError } from "./cli-args.ts";
import { parseMaintenanceArgs } from "./maintenance-command.ts";

const usageError = (argv: string[]) => {
  try {
    parseMaintenanceArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`expected a usage error for ${JSON.stringify(argv)}`);
};

describe("parseMaintenanceArgs", () => {
  it("switches on with a description, trimmed", () => {
    expect(parseMaintenanceArgs(["on", "  We are upgrading the database "])).toEqual({
      action: "on",
      description: "We are upgrading the database",
    });
  });

  it("switches on without a description", () => {
    expect(parseMaintenanceArgs(["on"])).toEqual({ action: "on", description: null });
    expect(parseMaintenanceArgs(["on", "  "])).toEqual({ action: "on", description: null });
  });

  it("switches off, announces and reports", () => {
    expect(parseMaintenanceArgs(["off"])).toEqual({ action: "off" });
    expect(parseMaintenanceArgs(["upcoming", "Saturday 2am–3am ET"])).toEqual({ action: "upcoming", description: "Saturday 2am–3am ET" });
    expect(parseMaintenanceArgs(["status"])).toEqual({ action: "status" });
  });

  it.each([["--help"], ["-h"], ["help"]])("shows help for %s", (arg) => {
    expect(parseMaintenanceArgs([arg])).toEqual({ action: "help" });
  });

  it("asks for a command when there is none", () => {
    expect(usageError([])).toMatch(/on, off, upcoming or status/);
  });

  it("refuses an unknown command, naming it", () => {
    expect(usageError(["start"])).toBe('Unknown command "start". Use on, off, upcoming or status.');
    expect(usageError(["ON"])).toMatch(/Unknown command "ON"/);
  });

  it("requires the announcement's text", () => {
    expect(usageError(["upcoming"])).toMatch(/Say when, in quotes/);
    expect(usageError(["upcoming", " "])).toMatch(/Say when/);
  });

  it("refuses an unquoted description (several words as several arguments)", () => {
    expect(usageError(["on", "We", "are", "upgrading"])).toMatch(/Too many arguments for "on". Put the description in quotes/);
    expect(usageError(["upcoming", "Saturday", "2am"])).toMatch(/in quotes/);
  });

  it("refuses arguments to off and status", () => {
    expect(usageError(["off", "now"])).toBe('Too many arguments for "off". "off" takes no arguments.');
    expect(usageError(["status", "--verbose"])).toMatch(/"status" takes no arguments/);
  });

  it("refuses a description over 500 characters", () => {
    expect(usageError(["on", "x".repeat(501)])).toMatch(/keep it under 500/);
    expect(parseMaintenanceArgs(["on", "x".repeat(500)])).toMatchObject({ action: "on" });
  });
});
