/**
 * Write order for survey answers. Each stored field remembers the client rev that last wrote it; an incoming
 * write sets a field only when its rev is greater. So a late retry never overwrites a newer answer, a repeated
 * retry changes nothing, and two overlapping partial writes both land (each keeps the fields it was newest for).
 */
export type FieldRevs = Record<string, number>;

export type MergeResult = {
  data: Record<string, unknown>;
  fieldRevs: FieldRevs;
  /** Some field was not written because a newer answer is stored. A replay of the same rev is not stale. */
  stale: boolean;
  changed: boolean;
};

/**
 * Merges `fields` written at `rev` into `data`. A field whose value is `undefined` is removed (a whole-item write
 * clears what it does not carry); null is kept as null ("not answered").
 */
export function mergeFields(
  data: Record<string, unknown>,
  fieldRevs: FieldRevs,
  fields: Record<string, unknown>,
  rev: number,
): MergeResult {
  const next = { ...data };
  const revs = { ...fieldRevs };
  let stale = false;
  let changed = false;
  for (const [field, value] of Object.entries(fields)) {
    const stored = revs[field] ?? -1;
    if (rev > stored) {
      if (value === undefined) delete next[field];
      else next[field] = value;
      revs[field] = rev;
      changed = true;
    } else if (rev < stored) {
      stale = true;
    }
  }
  return { data: next, fieldRevs: revs, stale, changed };
}

/** Every field of an item schema, each `undefined` unless sent: a whole-item write replaces all of them. */
export function wholeItemFields(fieldNames: readonly string[], sent: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fieldNames.map((name) => [name, sent[name]]));
}
