import { describe, expect, it } from "vitest";
import { formatSurveySession, readSurveySession, surveySessionCookiePaths } from "./survey-session-cookie.ts";

const id = "3c9225f7-d125-4fa4-80ba-73d2e07b6c0c";
const token = "AJWiNWit0aetv8grjkJJ9CZ_YKsHo7QxBMwNSHmGTEA";

describe("the survey session cookie", () => {
  it("reads the response and token from a Cookie header among other cookies", () => {
    const header = `lng=es; planready_survey=${formatSurveySession(id, token)}; planready_survey_fonts=1`;
    expect(readSurveySession(header)).toEqual({ responseId: id, token });
  });

  it("reads nothing from a missing or malformed value", () => {
    expect(readSurveySession(null)).toBeNull();
    expect(readSurveySession("planready_survey=")).toBeNull();
    expect(readSurveySession(`planready_survey=${id}`)).toBeNull();
    expect(readSurveySession(`planready_survey=not-an-id.${token}`)).toBeNull();
    expect(readSurveySession(`planready_survey=${id}.short`)).toBeNull();
    expect(readSurveySession(`other_planready_survey=${id}.${token}`)).toBeNull();
  });

  it("is scoped to the link's page and the response's page", () => {
    expect(surveySessionCookiePaths("demo-medicare", id)).toEqual(["/demo-medicare", `/survey/${id}`]);
  });
});
