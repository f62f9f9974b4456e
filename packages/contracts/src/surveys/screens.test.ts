import { describe, expect, it } from "vitest";
import { parseSurveyType, surveyTypes } from "./content.ts";
import { screenIds, screensFor, usesConnectureProviders, ZScreenId } from "./screens.ts";

// Each type's screen order written out by hand (docs/product.md#screen-order), independent of screens.ts.
const screenList = (list: string) => list.split(", ");
const MEDICARE = screenList(
  "surveyStart, email, familiarWithMedicare, name, hello, currentHealthIns, medicarePlan, address, dob, learnABit, preferredPharmacy, introPrescriptions, currentPrescriptions, introHospitals, preferredHospitals, preferredDoctors, introMedicare, medicarePayment, doTheseApply, almostDone, phoneNumber, anythingElse, wrapThis, scopeOfAppointment, confirmation",
);
const CONNECTURE = screenList(
  "surveyStart, name, hello, email, address, phoneNumber, dob, preferredPharmacy, introPrescriptions, currentPrescriptions, introHospitals, connecturePreferredDoctors, connecturePreferredHospitals, anythingElse, wrapThis, scopeOfAppointment, confirmation",
);
const ACA = screenList(
  "surveyStart, name, hello, email, address, household, healthInfoForMember, almostDone, phoneNumber, anythingElse, wrapThis, acaConsent, confirmation",
);
const AEP = screenList(
  "surveyStart, name, hello, email, address, phoneNumber, dob, pharmacy, prescriptions, hospitals, doctors, anythingElse, wrapThis, scopeOfAppointment, confirmation",
);
const LIFE = screenList(
  "surveyStart, name, hello, email, address, phoneNumber, lifeDob, householdIncome, whyDoYouWantLifeInsurance, tobaccoUse, healthConditions, introPrescriptions, currentPrescriptions, preferredDoctors, desiredCoverageLength, hasExistingLifeInsurance, anythingElseLife, confirmation",
);
const connectureVariant = (order: string[]) =>
  order.map((id) =>
    id === "preferredHospitals" || id === "hospitals"
      ? "connecturePreferredHospitals"
      : id === "preferredDoctors" || id === "doctors"
        ? "connecturePreferredDoctors"
        : id,
  );

describe("screensFor without an integration", () => {
  it.each([
    ["medicare", MEDICARE],
    ["connecture", CONNECTURE],
    ["aca", ACA],
    ["aep_update", AEP],
    ["crm", AEP],
    ["life", LIFE],
    ["scope_only", ["surveyStart", "scopeOfAppointment", "confirmation"]],
    ["aca_consent_only", ["surveyStart", "acaConsent", "confirmation"]],
  ] as const)("%s asks its screens in order", (surveyType, expected) => {
    expect(screensFor({ surveyType })).toEqual(expected);
    expect(screensFor({ surveyType, integration: "  " })).toEqual(expected);
  });
});

describe("integration variants", () => {
  it("medicare with any integration value uses the connecture hospital and doctor screens, in place", () => {
    expect(screensFor({ surveyType: "medicare", integration: "anything" })).toEqual(connectureVariant(MEDICARE));
  });

  it("crm with any integration value uses them", () => {
    expect(screensFor({ surveyType: "crm", integration: "salesforce" })).toEqual(connectureVariant(AEP));
  });

  it.each(["medicare_center", "medicare_pro", "health_sherpa", "acme-medicare_pro-2"])(
    "aep_update uses them when the value contains %s",
    (integration) => {
      expect(screensFor({ surveyType: "aep_update", integration })).toEqual(connectureVariant(AEP));
    },
  );

  it("aep_update keeps its own screens for other integration values", () => {
    expect(screensFor({ surveyType: "aep_update", integration: "salesforce" })).toEqual(AEP);
    expect(screensFor({ surveyType: "aep_update", integration: "MEDICARE_PRO" })).toEqual(AEP);
  });

  it.each(["aca", "life", "scope_only", "aca_consent_only"] as const)("%s ignores the integration", (surveyType) => {
    expect(screensFor({ surveyType, integration: "medicare_center" })).toEqual(screensFor({ surveyType }));
    expect(usesConnectureProviders({ surveyType, integration: "medicare_center" })).toBe(false);
  });

  it("connecture always uses them", () => {
    expect(usesConnectureProviders({ surveyType: "connecture" })).toBe(true);
    expect(screensFor({ surveyType: "connecture", integration: "x" })).toEqual(CONNECTURE);
  });
});

describe("screen ids", () => {
  it("every order uses known ids, each once, starting at surveyStart and ending at confirmation", () => {
    for (const surveyType of surveyTypes) {
      for (const integration of [null, "medicare_center"]) {
        const order = screensFor({ surveyType, integration });
        expect(new Set(order).size).toBe(order.length);
        for (const id of order) expect(screenIds).toContain(id);
        expect(order[0]).toBe("surveyStart");
        expect(order.at(-1)).toBe("confirmation");
      }
    }
  });

  it("every known id appears in some order", () => {
    const used = new Set(
      surveyTypes.flatMap((surveyType) => [...screensFor({ surveyType }), ...screensFor({ surveyType, integration: "medicare_pro" })]),
    );
    expect([...used].toSorted()).toEqual(screenIds.toSorted());
  });

  it("refuses an unknown screen id with a message", () => {
    expect(ZScreenId.safeParse("nope").error?.issues[0]?.message).toMatch(/^Choose a screen/);
  });
});

describe("parseSurveyType", () => {
  it.each(surveyTypes)("keeps %s", (type) => expect(parseSurveyType(type)).toBe(type));
  it.each([undefined, null, "", "MEDICARE", "unknown", 3])("falls back to medicare for %s", (value) => {
    expect(parseSurveyType(value)).toBe("medicare");
  });
});
