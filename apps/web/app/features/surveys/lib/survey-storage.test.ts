import { beforeEach, describe, expect, it } from "vitest";
import { forgetSurvey, readSnapshot, writeSnapshot } from "./survey-device-copy";
import { tokenForResponse } from "./response-token";
import { rememberSurvey, resumeRecordForLink } from "./survey-storage";

/** The Web Storage the browser gives the page (the unit tests run in Node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("survey storage", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
    Object.defineProperty(globalThis, "sessionStorage", { value: new MemoryStorage(), configurable: true });
  });

  it("keeps the token for this tab (sessionStorage surveyToken) and per link for this device", () => {
    rememberSurvey({ responseId: "r1", token: "t1", linkUrl: "Demo-Link" });
    expect(sessionStorage.getItem("surveyToken")).toBe("t1");
    expect(resumeRecordForLink("demo-link")).toMatchObject({ responseId: "r1", token: "t1", linkUrl: "Demo-Link" });
    expect(tokenForResponse("r1")).toEqual({ token: "t1", linkUrl: "Demo-Link" });
  });

  it("finds a response's token in another tab through the link's record", () => {
    rememberSurvey({ responseId: "r1", token: "t1", linkUrl: "a" });
    rememberSurvey({ responseId: "r2", token: "t2", linkUrl: "b" });
    sessionStorage.clear();
    expect(tokenForResponse("r1")).toEqual({ token: "t1", linkUrl: "a" });
    expect(sessionStorage.getItem("surveyToken")).toBe("t1");
    expect(tokenForResponse("r3")).toBeNull();
  });

  it("does not hand out this tab's token for another response", () => {
    rememberSurvey({ responseId: "r1", token: "t1", linkUrl: "a" });
    localStorage.clear();
    expect(tokenForResponse("r2")).toBeNull();
  });

  it("forgets a finished survey and its snapshot, but not a newer one of the same link", () => {
    rememberSurvey({ responseId: "r1", token: "t1", linkUrl: "a" });
    writeSnapshot("r1", { id: "r1" });
    expect(readSnapshot("r1")).toEqual({ id: "r1" });
    forgetSurvey("a", "r1");
    expect(resumeRecordForLink("a")).toBeNull();
    expect(readSnapshot("r1")).toBeNull();
    rememberSurvey({ responseId: "r2", token: "t2", linkUrl: "a" });
    forgetSurvey("a", "r1");
    expect(resumeRecordForLink("a")?.responseId).toBe("r2");
  });

  it("ignores records it cannot read", () => {
    localStorage.setItem("planready:survey:a", "{not json");
    expect(resumeRecordForLink("a")).toBeNull();
  });
});
