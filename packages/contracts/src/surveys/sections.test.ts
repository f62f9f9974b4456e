import { describe, expect, it } from "vitest";
import { nextScreen, type TNavigation } from "./navigation.ts";
import { screensFor } from "./screens.ts";
import {
  enterSection,
  leaveSection,
  sectionOf,
  sections,
  sectionScreens,
  sectionsIn,
  sectionStatusChanges,
  type TSection,
  type TSectionMove,
} from "./sections.ts";
import type { TSectionStatus } from "./content.ts";

const notStarted: Record<TSection, TSectionStatus> = {
  prescriptions: "not_started",
  pharmacies: "not_started",
  hospitals: "not_started",
  doctors: "not_started",
};
const none: Record<TSection, number> = { prescriptions: 0, pharmacies: 0, hospitals: 0, doctors: 0 };
const medicare = screensFor({ surveyType: "medicare" });
const move = (over: Partial<TSectionMove>): TSectionMove => ({
  order: medicare,
  from: "learnABit",
  to: "preferredPharmacy",
  statuses: notStarted,
  itemCounts: none,
  ...over,
});

describe("status steps", () => {
  it("entering starts a section not started and keeps any other status", () => {
    expect(enterSection("not_started")).toBe("in_progress");
    for (const status of ["in_progress", "completed", "skipped"] as const) expect(enterSection(status)).toBe(status);
  });

  it("leaving completes a section with items and skips one without", () => {
    expect(leaveSection(2)).toBe("completed");
    expect(leaveSection(0)).toBe("skipped");
  });
});

describe("sections", () => {
  it("each screen belongs to at most one section", () => {
    const all = sections.flatMap((section) => sectionScreens[section]);
    expect(new Set(all).size).toBe(all.length);
    expect(sectionOf("currentPrescriptions")).toBe("prescriptions");
    expect(sectionOf("connecturePreferredDoctors")).toBe("doctors");
    expect(sectionOf("email")).toBeNull();
  });

  it.each([
    ["medicare", ["prescriptions", "pharmacies", "hospitals", "doctors"]],
    ["connecture", ["prescriptions", "pharmacies", "hospitals", "doctors"]],
    ["aep_update", ["prescriptions", "pharmacies", "hospitals", "doctors"]],
    ["crm", ["prescriptions", "pharmacies", "hospitals", "doctors"]],
    ["life", ["prescriptions", "doctors"]],
    ["aca", []],
    ["scope_only", []],
    ["aca_consent_only", []],
  ] as const)("%s has sections %j", (surveyType, expected) => {
    expect(sectionsIn(screensFor({ surveyType }))).toEqual(expected);
    expect(sectionsIn(screensFor({ surveyType, integration: "medicare_pro" }))).toEqual(expected);
  });
});

describe("sectionStatusChanges", () => {
  it("reaching a section's first screen starts it", () => {
    expect(sectionStatusChanges(move({}))).toEqual({ pharmacies_status: "in_progress" });
  });

  it("moving forward past its last screen completes it with items, skips it without", () => {
    const inProgress = { ...notStarted, prescriptions: "in_progress" as const };
    const base = { from: "currentPrescriptions", to: "introHospitals", statuses: inProgress } as const;
    expect(sectionStatusChanges(move({ ...base, itemCounts: { ...none, prescriptions: 3 } }))).toEqual({
      prescriptions_status: "completed",
      hospitals_status: "in_progress",
    });
    expect(sectionStatusChanges(move(base))).toEqual({ prescriptions_status: "skipped", hospitals_status: "in_progress" });
  });

  it("moving inside a section changes nothing", () => {
    const statuses = { ...notStarted, prescriptions: "in_progress" as const };
    expect(sectionStatusChanges(move({ from: "introPrescriptions", to: "currentPrescriptions", statuses }))).toEqual({});
  });

  it("going back changes nothing but starting a section not started", () => {
    const statuses = { ...notStarted, prescriptions: "completed" as const, pharmacies: "skipped" as const };
    expect(sectionStatusChanges(move({ from: "introHospitals", to: "currentPrescriptions", statuses }))).toEqual({});
    expect(sectionStatusChanges(move({ from: "introHospitals", to: "currentPrescriptions" }))).toEqual({
      prescriptions_status: "in_progress",
    });
  });

  it("coming back and leaving again recomputes", () => {
    const statuses = { ...notStarted, prescriptions: "skipped" as const };
    const changes = sectionStatusChanges(
      move({ from: "currentPrescriptions", to: "introHospitals", statuses, itemCounts: { ...none, prescriptions: 1 } }),
    );
    expect(changes.prescriptions_status).toBe("completed");
  });

  it("noProviders: the jump over hospitals and doctors skips both", () => {
    const nav: TNavigation = { surveyType: "medicare", noProviders: true };
    const to = nextScreen("currentPrescriptions", nav);
    expect(to).toBe("introMedicare");
    const statuses = { ...notStarted, prescriptions: "in_progress" as const, pharmacies: "completed" as const };
    expect(
      sectionStatusChanges(
        move({ from: "currentPrescriptions", to: "introMedicare", statuses, itemCounts: { ...none, prescriptions: 1 } }),
      ),
    ).toEqual({
      prescriptions_status: "completed",
      hospitals_status: "skipped",
      doctors_status: "skipped",
    });
  });

  it("connecture: doctors come before hospitals, and the hospitals intro does not end the hospitals section", () => {
    const order = screensFor({ surveyType: "connecture" });
    const statuses = { ...notStarted, hospitals: "in_progress" as const };
    expect(sectionStatusChanges({ order, from: "introHospitals", to: "connecturePreferredDoctors", statuses, itemCounts: none })).toEqual({
      doctors_status: "in_progress",
    });
  });

  it("ignores screens not in the order", () => {
    expect(sectionStatusChanges(move({ from: "household", to: "introHospitals" }))).toEqual({});
  });
});
