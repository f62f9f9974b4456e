import { describe, expect, it } from "vitest";
import { keptPagePath } from "./survey-offline-page";

describe("the survey page kept on the device", () => {
  it("is kept under its path and response, whatever the screen, in the page's language", () => {
    expect(keptPagePath({ pathname: "/demo-medicare" }, "3f1c", "en")).toBe("/demo-medicare?surveyResponseId=3f1c");
    expect(keptPagePath({ pathname: "/demo-medicare" }, "3f1c", "es")).toBe("/demo-medicare?surveyResponseId=3f1c&lng=es");
  });
});
