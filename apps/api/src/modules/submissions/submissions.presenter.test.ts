import { describe, expect, it } from "vitest";
import { submissionProgress } from "./submissions.presenter.ts";

describe("submissionProgress", () => {
  it("is the position of the screen reached in the survey's screen order", () => {
    expect(submissionProgress({ surveyType: "medicare", integration: null, currentQuestion: "dob", completed: false })).toEqual({
      position: 9,
      total: 25,
      percent: 36,
    });
    expect(
      submissionProgress({ surveyType: "scope_only", integration: null, currentQuestion: "scopeOfAppointment", completed: false }),
    ).toEqual({
      position: 2,
      total: 3,
      percent: 66.7,
    });
  });

  it("is at the end once completed and at 0 before the first move or on a screen not in the survey", () => {
    expect(submissionProgress({ surveyType: "aca", integration: null, currentQuestion: null, completed: true })).toMatchObject({
      position: 13,
      total: 13,
      percent: 100,
    });
    expect(submissionProgress({ surveyType: "life", integration: null, currentQuestion: null, completed: false })).toMatchObject({
      position: 0,
      percent: 0,
    });
    expect(submissionProgress({ surveyType: "life", integration: null, currentQuestion: "medicarePlan", completed: false })).toMatchObject({
      position: 0,
    });
  });

  it("uses the connecture screens when an integration asks for them", () => {
    const withIntegration = submissionProgress({
      surveyType: "medicare",
      integration: "x",
      currentQuestion: "connecturePreferredDoctors",
      completed: false,
    });
    expect(withIntegration.position).toBe(16);
  });
});
