import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** Below this many fields, walking the whole shape costs little: the shortcut is not worth taking. */
const MIN_FIELDS = 16;

type SparseShape = { shape: Record<string, z.ZodType>; required: string[] };

/**
 * The API's schema compiler: fastify-type-provider-zod's, with one shortcut. A strict object schema with many
 * fields, nearly all optional — the autosave's body names every answer of a survey, and a save sends one or two of
 * them — is checked field by field for the fields sent, instead of by walking its whole shape on every request.
 * Whatever the shortcut does not accept outright (a field the schema does not know, a value its field's schema
 * refuses, a required field missing, not an object at all) goes through the full schema, so a refusal is exactly
 * the schema's own error; an accepted body is what the full schema would give (each field as its schema parses it).
 */
export const apiValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const full = validatorCompiler(route);
  const sparse = sparseShape(route.schema);
  if (!sparse) return full;
  return (data) => {
    const value = sparseParse(sparse, data);
    return value ? { value } : full(data);
  };
};

/** The shape of a strict object schema worth the shortcut, with its required fields; null for any other schema. */
export function sparseShape(schema: unknown): SparseShape | null {
  if (!(schema instanceof z.ZodObject)) return null;
  if (!(schema.def.catchall instanceof z.ZodNever)) return null;
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  if (keys.length < MIN_FIELDS) return null;
  // Required: a field whose schema refuses its absence.
  const required = keys.filter((key) => !shape[key]!.safeParse(undefined).success);
  return { shape, required };
}

/** The parsed object when every field sent is known and valid and every required field is there; else undefined. */
export function sparseParse({ shape, required }: SparseShape, data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const input = data as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(shape, key)) return undefined;
    const parsed = shape[key]!.safeParse(input[key]);
    if (!parsed.success) return undefined;
    value[key] = parsed.data;
  }
  for (const key of required) if (!Object.hasOwn(input, key)) return undefined;
  return value;
}
