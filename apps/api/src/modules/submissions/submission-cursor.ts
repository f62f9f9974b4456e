/**
 * The keyset cursor of the submission list: the last row's sort position (`activity_at` in microseconds since the
 * epoch, exact, and the response id that breaks ties) and the direction it was read in. Opaque to clients
 * (base64url JSON); a cursor from the other sort order or tampered with is refused, never misread.
 */
export type SubmissionCursor = { activityUs: string; id: string; newestFirst: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS = /^-?\d{1,19}$/;

export function encodeCursor(cursor: SubmissionCursor): string {
  return Buffer.from(JSON.stringify([cursor.newestFirst ? "n" : "o", cursor.activityUs, cursor.id])).toString("base64url");
}

/** The cursor, or null when it is not one this server made. */
export function decodeCursor(value: string): SubmissionCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [direction, activityUs, id] = parsed as unknown[];
    if ((direction !== "n" && direction !== "o") || typeof activityUs !== "string" || typeof id !== "string") return null;
    if (!MICROS.test(activityUs) || !UUID.test(id)) return null;
    return { activityUs, id: id.toLowerCase(), newestFirst: direction === "n" };
  } catch {
    return null;
  }
}
