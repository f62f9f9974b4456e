import { beforeEach, describe, expect, it } from "vitest";
import { forgetSurvey, readSnapshot, writeSnapshot, writeUnsentAnswers } from "./survey-device-copy";
import { tokenForResponse } from "./response-token";
import { parseRecord, rememberSurvey, RESUME_PREFIX } from "./survey-storage";

/** The link's resume record as this device keeps it (links are matched whatever their case). */
const resumeRecordForLink = (linkUrl: string) => parseRecord(localStorage.getItem(`${RESUME_PREFIX}${linkUrl.toLowerCase()}`));

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

  it("forgets everything of a finished survey on this device, but not a newer one of the same link", async () => {
    const id = "6f1d2c3b-0000-4000-8000-000000000001";
    rememberSurvey({ responseId: id, token: "token-one", linkUrl: "a" });
    writeSnapshot(id, { id, first_name: "Rosa" });
    writeUnsentAnswers(id, { first_name: "Rosa" });
    localStorage.setItem(`planready:consent:${id}:soa`, JSON.stringify({ signer_name: "Rosa" }));
    localStorage.setItem(`planready:consent-draft:${id}:soa`, JSON.stringify({ signerRole: "beneficiary", signerName: "Rosa" }));
    localStorage.setItem("planready:color-mode", "dark");
    expect(readSnapshot(id)).toEqual({ id, first_name: "Rosa" });
    await forgetSurvey(id, "token-one");
    expect(resumeRecordForLink("a")).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect([...Array(localStorage.length).keys()].map((i) => localStorage.key(i))).toEqual(["planready:color-mode"]);

    const newer = "6f1d2c3b-0000-4000-8000-000000000002";
    rememberSurvey({ responseId: newer, token: "token-two", linkUrl: "a" });
    await forgetSurvey(id, "token-one");
    expect(resumeRecordForLink("a")?.responseId).toBe(newer);
    expect(sessionStorage.getItem("surveyToken")).toBe("token-two");
  });

  it("ignores records it cannot read", () => {
    localStorage.setItem("planready:survey:a", "{not json");
    expect(resumeRecordForLink("a")).toBeNull();
  });
});
