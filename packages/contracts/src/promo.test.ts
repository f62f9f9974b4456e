import { describe, expect, it } from "vitest";
import {
  discountAdvanceLabel,
  initialPromoState,
  INVALID_DISCOUNT_CODE,
  promoReducer,
  type TPromoEvent,
  type TPromoState,
} from "./promo.ts";

const none = (input = "", error: string | null = null): TPromoState => ({ kind: "none", input, error });
const applied = (code = "WELCOME10"): TPromoState => ({ kind: "applied", code });
const replacing = (input = "", error: string | null = null, code = "WELCOME10"): TPromoState => ({ kind: "replacing", code, input, error });
const validating = (input: string, previous: string | null = null): TPromoState => ({ kind: "validating", input, previous });

const run = (state: TPromoState, ...events: TPromoEvent[]) => events.reduce(promoReducer, state);

describe("initialPromoState", () => {
  it("starts applied when the organisation already has a code, empty otherwise", () => {
    expect(initialPromoState("AGENT25")).toEqual(applied("AGENT25"));
    expect(initialPromoState(null)).toEqual(none());
  });
});

describe("promoReducer from none", () => {
  it("edit keeps the typed value", () => {
    expect(promoReducer(none(), { type: "edit", value: "WEL" })).toEqual(none("WEL"));
  });

  it("submit validates the trimmed input", () => {
    expect(promoReducer(none("  welcome10 "), { type: "submit" })).toEqual(validating("welcome10"));
  });

  it("submit with an empty or blank input does nothing", () => {
    expect(promoReducer(none(""), { type: "submit" })).toEqual(none(""));
    expect(promoReducer(none("   "), { type: "submit" })).toEqual(none("   "));
  });

  it.each<TPromoEvent>([{ type: "valid", code: "X" }, { type: "invalid" }, { type: "replace" }, { type: "cancel" }])(
    "ignores %o",
    (event) => {
      expect(promoReducer(none("abc"), event)).toEqual(none("abc"));
    },
  );
});

describe("promoReducer from validating", () => {
  it("valid applies the code the server returned", () => {
    expect(promoReducer(validating("welcome10"), { type: "valid", code: "WELCOME10" })).toEqual(applied("WELCOME10"));
  });

  it("invalid returns to the input with 'Invalid discount code'", () => {
    expect(promoReducer(validating("nope"), { type: "invalid" })).toEqual(none("nope", INVALID_DISCOUNT_CODE));
    expect(INVALID_DISCOUNT_CODE).toBe("Invalid discount code");
  });

  it("invalid while replacing keeps the previous code and the input with the error", () => {
    expect(promoReducer(validating("nope", "WELCOME10"), { type: "invalid" })).toEqual(replacing("nope", INVALID_DISCOUNT_CODE));
  });

  it.each<TPromoEvent>([{ type: "edit", value: "x" }, { type: "submit" }, { type: "replace" }, { type: "cancel" }])(
    "ignores %o (the button is disabled while validating)",
    (event) => {
      expect(promoReducer(validating("abc"), event)).toEqual(validating("abc"));
    },
  );
});

describe("promoReducer from applied", () => {
  it("replace opens an empty input and keeps the applied code", () => {
    expect(promoReducer(applied(), { type: "replace" })).toEqual(replacing(""));
  });

  it.each<TPromoEvent>([
    { type: "edit", value: "x" },
    { type: "submit" },
    { type: "valid", code: "X" },
    { type: "invalid" },
    { type: "cancel" },
  ])("ignores %o", (event) => {
    expect(promoReducer(applied(), event)).toEqual(applied());
  });
});

describe("promoReducer from replacing", () => {
  it("cancel goes back to the applied code", () => {
    expect(promoReducer(replacing("AGE"), { type: "cancel" })).toEqual(applied());
  });

  it("edit keeps the typed value", () => {
    expect(promoReducer(replacing("AG"), { type: "edit", value: "AGENT" })).toEqual(replacing("AGENT"));
  });

  it("submit validates the new code, remembering the applied one", () => {
    expect(promoReducer(replacing(" agent25 "), { type: "submit" })).toEqual(validating("agent25", "WELCOME10"));
  });

  it("submit with a blank input does nothing", () => {
    expect(promoReducer(replacing("  "), { type: "submit" })).toEqual(replacing("  "));
  });

  it("a valid replacement becomes the applied code", () => {
    expect(run(replacing("agent25"), { type: "submit" }, { type: "valid", code: "AGENT25" })).toEqual(applied("AGENT25"));
  });

  it.each<TPromoEvent>([{ type: "valid", code: "X" }, { type: "invalid" }, { type: "replace" }])("ignores %o", (event) => {
    expect(promoReducer(replacing("abc"), event)).toEqual(replacing("abc"));
  });
});

describe("the error clears when the field is edited", () => {
  it("in none", () => {
    const failed = run(none(), { type: "edit", value: "bad" }, { type: "submit" }, { type: "invalid" });
    expect(failed).toEqual(none("bad", INVALID_DISCOUNT_CODE));
    expect(promoReducer(failed, { type: "edit", value: "bad2" })).toEqual(none("bad2"));
  });

  it("in replacing", () => {
    const failed = run(applied(), { type: "replace" }, { type: "edit", value: "bad" }, { type: "submit" }, { type: "invalid" });
    expect(failed).toEqual(replacing("bad", INVALID_DISCOUNT_CODE));
    expect(promoReducer(failed, { type: "edit", value: "" })).toEqual(replacing(""));
  });
});

describe("discountAdvanceLabel", () => {
  it("reads Next once a code is applied", () => {
    expect(discountAdvanceLabel(applied())).toBe("Next");
  });

  it.each([none(), none("typed"), validating("x"), replacing("x")])("reads Skip otherwise (%o)", (state) => {
    expect(discountAdvanceLabel(state)).toBe("Skip");
  });
});
