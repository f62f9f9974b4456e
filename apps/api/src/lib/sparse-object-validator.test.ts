import { ZSurveyContentUpdate } from "@planready/contracts/surveys/content";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiValidatorCompiler, sparseParse, sparseShape } from "./sparse-object-validator.ts";

const route = (schema: z.ZodType) => ({ schema, method: "PUT", url: "/x", httpPart: "body" }) as never;
const shortcut = apiValidatorCompiler(route(ZSurveyContentUpdate));
const full = validatorCompiler(route(ZSurveyContentUpdate));
const sparse = sparseShape(ZSurveyContentUpdate)!;

describe("the validator's shortcut for large strict objects", () => {
  it("takes the autosave's body (strict, every answer optional, client_rev required) and no small or loose schema", () => {
    expect(sparse).not.toBeNull();
    expect(sparse.required).toEqual(["client_rev"]);
    expect(sparseShape(z.object({ a: z.string() }).strict())).toBeNull();
    const wide = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, z.string().optional()]));
    expect(sparseShape(z.object(wide))).toBeNull();
    expect(sparseShape(z.object(wide).strict())).not.toBeNull();
  });

  it("accepts a partial save with the value the whole schema gives", () => {
    const body = { first_name: "Rosa", city: null, client_rev: 7 };
    expect(sparseParse(sparse, body)).toEqual(ZSurveyContentUpdate.parse(body));
    expect(shortcut(body)).toEqual(full(body));
  });

  it.each([
    ["an unknown field", { first_name: "Rosa", favourite_colour: "blue", client_rev: 1 }],
    ["a value the field refuses", { first_name: 42, client_rev: 1 }],
    ["no client_rev", { first_name: "Rosa" }],
    ["a negative client_rev", { client_rev: -1 }],
    ["an array", [{ client_rev: 1 }]],
    ["null", null],
    ["a string", "first_name"],
  ])("leaves %s to the whole schema, whose error it returns unchanged", (_label, body) => {
    expect(sparseParse(sparse, body)).toBeUndefined();
    const result = shortcut(body) as { error?: unknown };
    expect(result.error).toBeDefined();
    expect(result).toEqual(full(body));
  });
});
