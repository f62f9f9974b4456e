import { describe, expect, it } from "vitest";
import { closedCombobox, comboboxOptions, comboboxReducer, MAX_SHOWN_RESULTS, searchTerm } from "./lookup-combobox-state";

describe("combobox reducer", () => {
  it("opens on typing with focus kept in the text box", () => {
    expect(comboboxReducer(closedCombobox, { type: "typed" })).toEqual({ open: true, active: -1 });
  });

  it("Down opens on the first option, Alt+Down opens without moving, Up opens on the last", () => {
    expect(comboboxReducer(closedCombobox, { type: "down", count: 3 })).toEqual({ open: true, active: 0 });
    expect(comboboxReducer(closedCombobox, { type: "down", count: 3, altKey: true })).toEqual({ open: true, active: -1 });
    expect(comboboxReducer(closedCombobox, { type: "up", count: 3 })).toEqual({ open: true, active: 2 });
  });

  it("wraps around in both directions", () => {
    expect(comboboxReducer({ open: true, active: 2 }, { type: "down", count: 3 })).toEqual({ open: true, active: 0 });
    expect(comboboxReducer({ open: true, active: 0 }, { type: "up", count: 3 })).toEqual({ open: true, active: 2 });
    expect(comboboxReducer({ open: true, active: -1 }, { type: "up", count: 3 })).toEqual({ open: true, active: 2 });
  });

  it("has nothing to move to in an empty list", () => {
    expect(comboboxReducer({ open: true, active: -1 }, { type: "down", count: 0 })).toEqual({ open: true, active: -1 });
  });

  it("forgets the active option when new results arrive, and ignores hover while closed", () => {
    expect(comboboxReducer({ open: true, active: 1 }, { type: "optionsChanged" })).toEqual({ open: true, active: -1 });
    const unchanged = { open: true, active: -1 };
    expect(comboboxReducer(unchanged, { type: "optionsChanged" })).toBe(unchanged);
    expect(comboboxReducer(closedCombobox, { type: "hover", index: 1 })).toEqual(closedCombobox);
    expect(comboboxReducer({ open: true, active: 0 }, { type: "close" })).toEqual(closedCombobox);
  });
});

describe("combobox options", () => {
  const describeName = (name: string) => ({ key: name, label: name });

  it("always ends with the typed text, also when nothing was found", () => {
    expect(comboboxOptions([], " Lisinoprill ", describeName)).toEqual([
      { kind: "typed", key: "typed", label: "Lisinoprill", text: "Lisinoprill" },
    ]);
    const options = comboboxOptions(["Lisinopril"], "lisino", describeName);
    expect(options.map((o) => o.kind)).toEqual(["result", "typed"]);
  });

  it("offers nothing for blank text", () => {
    expect(comboboxOptions([], "   ", describeName)).toEqual([]);
  });

  it("shows a phone-sized list without duplicate keys", () => {
    const many = Array.from({ length: 20 }, (_, i) => `Drug ${i % 12}`);
    const options = comboboxOptions(many, "drug", describeName);
    expect(options.filter((o) => o.kind === "result")).toHaveLength(MAX_SHOWN_RESULTS);
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });
});

describe("searchTerm", () => {
  it("searches only from the minimum length, with spaces tidied and the API's 60-character limit", () => {
    expect(searchTerm(" l ", 2)).toBeNull();
    expect(searchTerm("  met   formin ", 2)).toBe("met formin");
    expect(searchTerm("x".repeat(80), 2)).toHaveLength(60);
  });
});
