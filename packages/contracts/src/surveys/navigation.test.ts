import { describe, expect, it } from "vitest";
import { currentHealthInsChoices, medicareCoverageChoices } from "./choices.ts";
import { surveyTypes } from "./content.ts";
import {
  isAlreadyOnMedicare,
  navigationOf,
  nextScreen,
  previousScreen,
  resumeScreen,
  skipsMedicarePlan,
  type TNavigation,
} from "./navigation.ts";
import { questionNumber, questionScreens } from "./questions.ts";
import { parseNoProviders, progress, progressOf, screensFor, type TScreenId } from "./screens.ts";

/** Every screen visited going forward from surveyStart, then every screen visited going back from the end. */
function walk(nav: TNavigation) {
  const forward: TScreenId[] = ["surveyStart"];
  for (let s = nextScreen("surveyStart", nav); s; s = nextScreen(s, nav)) forward.push(s);
  const backward: TScreenId[] = [forward.at(-1) as TScreenId];
  for (let s = previousScreen(backward[0] as TScreenId, nav); s; s = previousScreen(s, nav)) backward.push(s);
  return { forward, backward };
}
const without = (order: readonly TScreenId[], ...skipped: TScreenId[]) => order.filter((s) => !skipped.includes(s));

describe("plain order", () => {
  it.each(surveyTypes)("%s: next and previous follow the order both ways", (surveyType) => {
    for (const integration of [null, "medicare_center"]) {
      const nav = { surveyType, integration };
      const order = screensFor(nav);
      const { forward, backward } = walk(nav);
      expect(forward).toEqual(order);
      expect(backward).toEqual(order.toReversed());
    }
  });

  it("ends: nothing after confirmation, nothing before surveyStart, nothing for a foreign screen", () => {
    const nav = { surveyType: "aca" } as const;
    expect(nextScreen("confirmation", nav)).toBeNull();
    expect(previousScreen("surveyStart", nav)).toBeNull();
    expect(nextScreen("medicarePlan", nav)).toBeNull();
    expect(previousScreen("medicarePlan", nav)).toBeNull();
  });
});

describe("plan skip", () => {
  it.each(medicareCoverageChoices)("current_health_ins with %s means already on Medicare", (choice) => {
    expect(isAlreadyOnMedicare([choice])).toBe(true);
    expect(isAlreadyOnMedicare(["employer", choice])).toBe(true);
  });

  it.each(currentHealthInsChoices.filter((c) => !(medicareCoverageChoices as readonly string[]).includes(c)))(
    "%s alone does not",
    (choice) => expect(isAlreadyOnMedicare([choice])).toBe(false),
  );

  it("no answer does not", () => {
    expect(isAlreadyOnMedicare(null)).toBe(false);
    expect(isAlreadyOnMedicare([])).toBe(false);
  });

  it("already on Medicare: two forward from currentHealthIns and two back from address", () => {
    const nav: TNavigation = { surveyType: "medicare", currentHealthIns: ["medicare_advantage"] };
    expect(nextScreen("currentHealthIns", nav)).toBe("address");
    expect(previousScreen("address", nav)).toBe("currentHealthIns");
    const { forward, backward } = walk(nav);
    expect(forward).toEqual(without(screensFor(nav), "medicarePlan"));
    expect(backward).toEqual(forward.toReversed());
  });

  it("not on Medicare: the plan screen is shown both ways", () => {
    const nav: TNavigation = { surveyType: "medicare", currentHealthIns: ["employer"] };
    expect(nextScreen("currentHealthIns", nav)).toBe("medicarePlan");
    expect(nextScreen("medicarePlan", nav)).toBe("address");
    expect(previousScreen("address", nav)).toBe("medicarePlan");
    expect(previousScreen("medicarePlan", nav)).toBe("currentHealthIns");
  });

  it("the same with the connecture variant of medicare", () => {
    const nav: TNavigation = { surveyType: "medicare", integration: "x", currentHealthIns: ["part_d"] };
    expect(nextScreen("currentHealthIns", nav)).toBe("address");
    expect(previousScreen("address", nav)).toBe("currentHealthIns");
  });

  it("never applies to life", () => {
    expect(skipsMedicarePlan({ surveyType: "life", currentHealthIns: ["medicare_original"] })).toBe(false);
    expect(skipsMedicarePlan({ surveyType: "medicare", currentHealthIns: ["medicare_original"] })).toBe(true);
  });

  it.each(["connecture", "aca", "aep_update", "crm", "life"] as const)("%s has no plan screen: its walk is unchanged", (surveyType) => {
    const nav: TNavigation = { surveyType, currentHealthIns: ["medicare_original"] };
    expect(walk(nav).forward).toEqual(screensFor(nav));
  });
});

describe("noProviders", () => {
  it.each([null, "medicare_pro"])(
    "medicare (integration %s): forward into introHospitals skips three, back onto the doctors screen skips three",
    (integration) => {
      const nav: TNavigation = { surveyType: "medicare", integration, noProviders: true };
      const order = screensFor(nav);
      expect(nextScreen("currentPrescriptions", nav)).toBe("introMedicare");
      expect(previousScreen("introMedicare", nav)).toBe("currentPrescriptions");
      const { forward, backward } = walk(nav);
      expect(forward).toEqual(order.filter((_, i) => i < 13 || i > 15));
      expect(order.slice(13, 16)).toEqual(
        integration
          ? ["introHospitals", "connecturePreferredHospitals", "connecturePreferredDoctors"]
          : ["introHospitals", "preferredHospitals", "preferredDoctors"],
      );
      expect(backward).toEqual(forward.toReversed());
    },
  );

  it("connecture: skips introHospitals and both connecture provider screens, back from anythingElse too", () => {
    const nav: TNavigation = { surveyType: "connecture", noProviders: true };
    expect(nextScreen("currentPrescriptions", nav)).toBe("anythingElse");
    expect(previousScreen("anythingElse", nav)).toBe("currentPrescriptions");
    const { forward, backward } = walk(nav);
    expect(forward).toEqual(without(screensFor(nav), "introHospitals", "connecturePreferredDoctors", "connecturePreferredHospitals"));
    expect(backward).toEqual(forward.toReversed());
  });

  it.each(["aca", "aep_update", "crm", "life", "scope_only", "aca_consent_only"] as const)(
    "%s has no hospitals intro: unchanged",
    (surveyType) => {
      for (const integration of [null, "health_sherpa"]) {
        const nav: TNavigation = { surveyType, integration, noProviders: true };
        const { forward, backward } = walk(nav);
        expect(forward).toEqual(screensFor(nav));
        expect(backward).toEqual(screensFor(nav).toReversed());
      }
    },
  );

  it("both rules together in medicare", () => {
    const nav: TNavigation = { surveyType: "medicare", noProviders: true, currentHealthIns: ["medicare_supplement", "part_d"] };
    const { forward, backward } = walk(nav);
    expect(forward).toEqual(without(screensFor(nav), "medicarePlan", "introHospitals", "preferredHospitals", "preferredDoctors"));
    expect(backward).toEqual(forward.toReversed());
  });

  it.each([
    ["", true],
    ["true", true],
    ["1", true],
    ["YES", true],
    ["false", false],
    ["0", false],
    [null, false],
    [undefined, false],
  ] as const)("parseNoProviders(%j) is %s", (value, expected) => expect(parseNoProviders(value)).toBe(expected));
});

describe("progress", () => {
  it("is position over the number of screens, 1-based, reaching 100 at confirmation", () => {
    expect(progress(1, 4)).toBe(25);
    expect(progress(4, 4)).toBe(100);
    expect(progress(9, 4)).toBe(100);
    expect(progress(-1, 4)).toBe(0);
    expect(progress(1, 0)).toBe(0);
  });

  it.each(surveyTypes)("%s: from surveyStart above zero to 100 at confirmation, always increasing", (surveyType) => {
    const order = screensFor({ surveyType });
    expect(progressOf("surveyStart", { surveyType })).toBeCloseTo(100 / order.length);
    expect(progressOf("confirmation", { surveyType })).toBe(100);
    const values = order.map((screen) => progressOf(screen, { surveyType }));
    expect(values).toEqual(values.toSorted((a, b) => a - b));
  });

  it("is 0 for a screen not in the survey", () => expect(progressOf("household", { surveyType: "life" })).toBe(0));
});

describe("question numbers", () => {
  it("count the questions only: not the welcome, not the thank-you", () => {
    expect(questionNumber("surveyStart", { surveyType: "medicare" })).toBeNull();
    expect(questionNumber("confirmation", { surveyType: "medicare" })).toBeNull();
    expect(questionNumber("email", { surveyType: "medicare" })).toEqual({ number: 1, total: 23 });
    expect(questionNumber("scopeOfAppointment", { surveyType: "medicare" })).toEqual({ number: 23, total: 23 });
    expect(questionNumber("scopeOfAppointment", { surveyType: "scope_only" })).toEqual({ number: 1, total: 1 });
  });

  it("leave out the plan screen for a client already on Medicare, from the moment they say so", () => {
    const notYet = { surveyType: "medicare", currentHealthIns: ["employer"] } as const;
    const already = { surveyType: "medicare", currentHealthIns: ["medicare_original"] } as const;
    expect(questionNumber("address", notYet)).toEqual({ number: 7, total: 23 });
    expect(questionNumber("address", already)).toEqual({ number: 6, total: 22 });
    expect(questionNumber("medicarePlan", already)).toBeNull();
  });

  it("leave out the doctors and hospitals when the link asks for no providers", () => {
    const nav = { surveyType: "medicare", noProviders: true } as const;
    expect(questionScreens(nav)).not.toContain("introHospitals");
    expect(questionNumber("introMedicare", nav)).toEqual({ number: 13, total: 20 });
  });

  it.each(surveyTypes)("%s: numbered 1 to the total along the walk forward", (surveyType) => {
    const questions = questionScreens({ surveyType });
    expect(questions.map((screen) => questionNumber(screen, { surveyType })?.number)).toEqual(questions.map((_, i) => i + 1));
    expect(screensFor({ surveyType }).length - questions.length).toBe(2);
  });
});

describe("resumeScreen", () => {
  it("resumes on the saved screen when the survey has it", () => {
    expect(resumeScreen("address", { surveyType: "aca" })).toBe("address");
  });
  it.each([null, undefined, "medicarePlan", "unknown"])("starts over for %s", (saved) => {
    expect(resumeScreen(saved, { surveyType: "aca" })).toBe("surveyStart");
  });
  it("starts over when the variant changed and the saved screen is not in it", () => {
    expect(resumeScreen("preferredDoctors", { surveyType: "medicare", integration: "x" })).toBe("surveyStart");
  });
});

describe("navigationOf", () => {
  it("reads the rules' inputs from a stored response", () => {
    const nav = navigationOf({
      survey_type: "medicare",
      integration: "x",
      no_providers: true,
      survey_content: { current_health_ins: ["part_d"] },
    });
    expect(nav).toEqual({ surveyType: "medicare", integration: "x", noProviders: true, currentHealthIns: ["part_d"] });
    expect(nextScreen("currentHealthIns", nav)).toBe("address");
  });
});
