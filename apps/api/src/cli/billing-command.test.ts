import { describe, expect, it } from "vitest";
import { parseBillingArgs } from "./billing-command.ts";
import { UsageError } from "./cli-args.ts";

const usageError = (argv: string[]) => {
  try {
    parseBillingArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`expected a usage error for ${JSON.stringify(argv)}`);
};

describe("parseBillingArgs", () => {
  it("reads simulate-renewal with an organisation and an outcome, in either option form", () => {
    expect(parseBillingArgs(["simulate-renewal", "--org", "Sunshine Senior Benefits", "--outcome", "failed"])).toEqual({
      action: "simulate-renewal",
      org: "Sunshine Senior Benefits",
      outcome: "failed",
    });
    expect(parseBillingArgs(["simulate-renewal", "--outcome=succeeded", "--org=  7f0c2c8e-4a3b-4c1d-9e2f-0a1b2c3d4e5f "])).toEqual({
      action: "simulate-renewal",
      org: "7f0c2c8e-4a3b-4c1d-9e2f-0a1b2c3d4e5f",
      outcome: "succeeded",
    });
  });

  it.each([["--help"], ["-h"], ["simulate-renewal", "--help"]])("shows help for %j", (...argv) => {
    expect(parseBillingArgs(argv)).toEqual({ action: "help" });
  });

  it("asks for a command and refuses an unknown one", () => {
    expect(usageError([])).toBe("Which command? simulate-renewal.");
    expect(usageError(["renew"])).toBe('Unknown command "renew". Use simulate-renewal.');
  });

  it("requires the organisation and a known outcome", () => {
    expect(usageError(["simulate-renewal", "--outcome", "failed"])).toMatch(/Name the organisation/);
    expect(usageError(["simulate-renewal", "--org", " ", "--outcome", "failed"])).toMatch(/Name the organisation/);
    expect(usageError(["simulate-renewal", "--org", "Acme"])).toBe("--outcome must be failed or succeeded.");
    expect(usageError(["simulate-renewal", "--org", "Acme", "--outcome", "fail"])).toBe(
      '--outcome must be failed or succeeded (got "fail").',
    );
  });

  it("refuses unknown options and stray words", () => {
    expect(usageError(["simulate-renewal", "--org", "Acme", "--outcome", "failed", "--count", "3"])).toBe("Unknown option --count.");
    expect(usageError(["simulate-renewal", "Acme"])).toBe('Unexpected argument "Acme".');
  });
});
