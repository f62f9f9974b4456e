/**
 * Seeded random requests generated from the OpenAPI document (`/api/docs/json`): for each operation, path, query
 * and body values made from its schemas — sometimes well-formed (so the request reaches the service and the
 * database), sometimes broken in one of the ways an attacker or a broken client breaks them.
 */

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same requests. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
  };
}
export type Rng = ReturnType<typeof prng>;

/** A stable 32-bit hash of a text (FNV-1a), to derive one operation's seed from the run's seed. */
export function hashSeed(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

/** Strings that break things: NUL, SQL/LIKE/tsquery/regex specials, unicode, RTL, emoji, lone surrogates. */
export const NASTY_STRINGS = [
  "\u0000",
  "a\u0000b",
  "%",
  "_",
  "\\",
  "%_\\%",
  "'",
  "''; DROP TABLE users; --",
  '" OR 1=1 --',
  "a & b | !c <-> d:*",
  "!!!",
  "(((",
  ":*",
  "[a-",
  ".*+?^${}()|[]\\/",
  "\u202Eevil\u202C",
  "שלום עולם",
  "مرحبا",
  "👩‍👩‍👧‍👦🎉🏳️‍🌈",
  "\uD800",
  "\uDFFF",
  "e\u0301",
  "\uFEFF",
  "\r\n\t",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "../../../../etc/passwd",
  "%00",
  "%",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x1F",
  "   ",
  "",
] as const;

export function nastyString(rng: Rng): string {
  const roll = rng.int(10);
  if (roll === 0) return rng.pick(["x", "é", "👍", "\u0000", "%", "ש"]).repeat(rng.pick([1_000, 20_000, 100_000]));
  if (roll === 1) return `${rng.pick(NASTY_STRINGS)}${rng.pick(NASTY_STRINGS)}`;
  return rng.pick(NASTY_STRINGS);
}

/** Values of the wrong kind for any field. */
export function wrongValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(11)) {
    case 0:
      return null;
    case 1:
      return rng.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31]);
    case 2:
      return rng.pick([true, false]);
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return [nastyString(rng), nastyString(rng)];
    case 6:
      return deepNest(rng.pick([50, 500, 2000]), rng.chance(0.5));
    case 7:
      return depth < 2 ? { [nastyString(rng)]: wrongValue(rng, depth + 1) } : "x";
    case 8:
      return { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } };
    default:
      return nastyString(rng);
  }
}

function deepNest(depth: number, arrays: boolean): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

/** Values that an operation is likely to accept for a named parameter (real ids of the test's org, etc.). */
export type KnownValues = Record<string, string[]>;

const today = () => new Date().toISOString().slice(0, 10);

/** A value the schema accepts, as far as a small generator can tell (formats, enums, lengths; patterns loosely). */
export function validValue(schema: JsonSchema | undefined, rng: Rng, name: string, known: KnownValues, depth = 0): unknown {
  if (!schema) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return validValue(rng.pick(alternatives), rng, name, known, depth);
  if (schema.allOf?.length) return validValue(schema.allOf[0], rng, name, known, depth);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type.filter((t) => t !== "null")) : schema.type;
  if (schema.nullable && rng.chance(0.1)) return null;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || (depth < 4 && rng.chance(0.6))) out[key] = validValue(child, rng, key, known, depth + 1);
      }
      return out;
    }
    case "array": {
      if (depth > 5) return [];
      const count = rng.int(3);
      return Array.from({ length: count }, () => validValue(schema.items, rng, name, known, depth + 1));
    }
    case "integer":
      return clampNumber(schema, rng.pick([0, 1, 2, 3, 10, 50, 100]));
    case "number":
      return clampNumber(schema, rng.pick([0, 1, 2.5, 10]));
    case "boolean":
      return rng.chance(0.5);
    case "null":
      return null;
    default:
      return validString(schema, rng, name, known);
  }
}

function clampNumber(schema: JsonSchema, value: number): number {
  if (schema.minimum !== undefined && value < schema.minimum) return schema.minimum;
  if (schema.maximum !== undefined && value > schema.maximum) return schema.maximum;
  return value;
}

function validString(schema: JsonSchema, rng: Rng, name: string, known: KnownValues): string {
  // A new item's id is new: the ids the test knows are other things'.
  if (name === "id" && schema.format === "uuid" && rng.chance(0.6)) return crypto.randomUUID();
  const candidates = known[name];
  if (candidates?.length && rng.chance(0.8)) return rng.pick(candidates);
  switch (schema.format) {
    case "uuid":
      return rng.pick([...(known.uuid ?? []), crypto.randomUUID()]);
    case "email":
      return `fuzz-${rng.int(1e6)}@example.com`;
    case "date":
      return today();
    case "date-time":
      return new Date().toISOString();
    case "uri":
    case "url":
      return "http://localhost:3000/fuzz";
  }
  if (/date|dob|birth/i.test(name)) return "01/02/1950";
  if (/zip/i.test(name)) return "33301";
  if (/phone/i.test(name)) return "8135550142";
  if (/email/i.test(name)) return `fuzz-${rng.int(1e6)}@example.com`;
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
  return "fuzz".repeat(Math.ceil(length / 4)).slice(0, length);
}

/** Breaks one part of a well-formed value in one of the ways listed in NASTY_STRINGS / wrongValue. */
export function mutate(value: unknown, schema: JsonSchema | undefined, rng: Rng): unknown {
  const kind = rng.int(9);
  if (kind === 0) return wrongValue(rng);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const obj = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(schema?.properties ?? obj);
    if (kind === 1 && keys.length) {
      // A missing field.
      delete obj[rng.pick(keys)];
      return obj;
    }
    if (kind === 2) {
      // NUL in every string.
      return mapStrings(obj, (s) => `${s}\u0000`);
    }
    if (kind === 3 && keys.length) {
      // An array where a scalar goes.
      const key = rng.pick(keys);
      obj[key] = [obj[key] ?? "x", obj[key] ?? "y"];
      return obj;
    }
    if (keys.length) {
      const key = rng.pick(keys);
      const child = schema?.properties?.[key];
      obj[key] =
        obj[key] !== undefined && rng.chance(0.4) ? mutate(obj[key], child, rng) : rng.chance(0.5) ? nastyString(rng) : wrongValue(rng);
      return obj;
    }
    return { [nastyString(rng)]: wrongValue(rng) };
  }
  if (Array.isArray(value)) {
    if (kind === 1) return value.map((item) => mutate(item, schema?.items, rng));
    if (kind === 2) return Array.from({ length: rng.pick([100, 2000]) }, () => value[0] ?? nastyString(rng));
    return [...value, wrongValue(rng)];
  }
  if (typeof value === "string" && kind < 5) return rng.chance(0.5) ? `${value}${nastyString(rng)}` : nastyString(rng);
  return rng.chance(0.5) ? nastyString(rng) : wrongValue(rng);
}

function mapStrings(value: unknown, map: (s: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapStrings(child, map)]));
  }
  return value;
}

/** A query or path value as text: scalars as they are, anything else as JSON. */
export const asText = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
