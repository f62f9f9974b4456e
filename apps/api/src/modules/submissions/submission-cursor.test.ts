import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./submission-cursor.ts";

const id = "0b8a5f8e-8a4b-4c59-9d1e-2f4f5e6a7b8c";

describe("submission list cursors", () => {
  it("round-trips the exact position and the direction", () => {
    for (const newestFirst of [true, false]) {
      const cursor = { activityUs: "1795276706830123", id, newestFirst };
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it("is opaque URL-safe text", () => {
    expect(encodeCursor({ activityUs: "1", id, newestFirst: true })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("refuses what it did not make", () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const value of [
      "",
      "not base64 at all!",
      forged({ activityUs: "1", id }),
      forged(["x", "1", id]),
      forged(["n", 1, id]),
      forged(["n", "1.5", id]),
      forged(["n", "1", "not-a-uuid"]),
      forged(["n", "1", id, "extra"]),
      forged(["n", "1; drop table submissions", id]),
    ]) {
      expect(decodeCursor(value), value).toBeNull();
    }
  });
});
