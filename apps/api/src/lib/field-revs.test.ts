import { describe, expect, it } from "vitest";
import { mergeFields, wholeItemFields } from "./field-revs.ts";

describe("mergeFields", () => {
  it("writes fields newer than the rev that last wrote them", () => {
    const result = mergeFields({ a: 1 }, { a: 1 }, { a: 2, b: "x" }, 2);
    expect(result).toEqual({ data: { a: 2, b: "x" }, fieldRevs: { a: 2, b: 2 }, stale: false, changed: true });
  });

  it("keeps the newer answer when an older write arrives late, and says so", () => {
    const result = mergeFields({ a: "new" }, { a: 5 }, { a: "old" }, 4);
    expect(result).toEqual({ data: { a: "new" }, fieldRevs: { a: 5 }, stale: true, changed: false });
  });

  it("treats a replay of the same rev as done, not stale", () => {
    expect(mergeFields({ a: 1 }, { a: 3 }, { a: 1 }, 3)).toMatchObject({ stale: false, changed: false });
  });

  it("lands both overlapping partial writes, whatever their arrival order", () => {
    const first = mergeFields({}, {}, { email: "b@x.co" }, 6);
    const late = mergeFields(first.data, first.fieldRevs, { first_name: "Ana", email: "a@x.co" }, 5);
    expect(late.data).toEqual({ email: "b@x.co", first_name: "Ana" });
    expect(late.stale).toBe(true);
    expect(late.changed).toBe(true);
  });

  it("applies rev 0 to a field never written, and keeps null as an answer", () => {
    expect(mergeFields({}, {}, { a: null }, 0)).toMatchObject({ data: { a: null }, changed: true });
  });

  it("removes a field a newer whole-item write does not carry", () => {
    const result = mergeFields({ a: 1, b: 2 }, { a: 1, b: 1 }, wholeItemFields(["a", "b"], { a: 3 }), 2);
    expect(result.data).toEqual({ a: 3 });
    expect(result.fieldRevs).toEqual({ a: 2, b: 2 });
  });

  it("does not change its inputs", () => {
    const data = { a: 1 };
    const revs = { a: 1 };
    mergeFields(data, revs, { a: 2 }, 2);
    expect(data).toEqual({ a: 1 });
    expect(revs).toEqual({ a: 1 });
  });
});
