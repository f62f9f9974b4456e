import { describe, expect, it } from "vitest";
import { matchScore, normalize, rank, withoutTitles, zipProximity } from "./search-rank.ts";

describe("normalize", () => {
  it("lower-cases, drops accents and turns punctuation into single spaces", () => {
    expect(normalize("  Losartan-HCTZ ")).toBe("losartan hctz");
    expect(normalize("José  Núñez, M.D.")).toBe("jose nunez m d");
    expect(normalize("Children's")).toBe("children s");
  });
});

describe("matchScore", () => {
  const atorvastatin = { primary: "Atorvastatin", secondary: "Lipitor tablet 10 mg 20 mg" };

  it("is 0 unless every query word matches the start of some word (or, from four letters, its inside)", () => {
    expect(matchScore("ator", atorvastatin)).toBeGreaterThan(0);
    expect(matchScore("ator 20", atorvastatin)).toBeGreaterThan(0);
    expect(matchScore("ator xyz", atorvastatin)).toBe(0);
    expect(matchScore("orv", atorvastatin)).toBe(0);
    expect(matchScore("", atorvastatin)).toBe(0);
  });

  it("ranks the whole name above its start, its start above a later word, and the name above the description", () => {
    const exact = matchScore("losartan", { primary: "Losartan" });
    const starts = matchScore("losartan", { primary: "Losartan-hydrochlorothiazide" });
    const laterWord = matchScore("hydro", { primary: "Losartan-hydrochlorothiazide" });
    const inDescription = matchScore("losartan", { primary: "Cozaar", secondary: "losartan" });
    expect(exact).toBeGreaterThan(starts);
    expect(starts).toBeGreaterThan(laterWord);
    expect(laterWord).toBeGreaterThan(inDescription);
  });

  it("ranks a word's start above text inside a word, which counts only from four letters", () => {
    const prefix = matchScore("stat", { primary: "Statinol" });
    const inside = matchScore("stat", { primary: "Atorvastatin" });
    expect(prefix).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(0);
    expect(matchScore("tat", { primary: "Atorvastatin" })).toBe(0);
  });

  it("ignores case, accents and punctuation on both sides", () => {
    expect(matchScore("JOSE NUNEZ", { primary: "José Núñez, MD" })).toBe(matchScore("jose nunez", { primary: "jose nunez md" }));
  });

  it("matches words in any order, a name in its own order best", () => {
    const inOrder = matchScore("alicia moreno", { primary: "Alicia Moreno, MD" });
    const reversed = matchScore("moreno alicia", { primary: "Alicia Moreno, MD" });
    expect(reversed).toBeGreaterThan(0);
    expect(inOrder).toBeGreaterThan(reversed);
  });
});

describe("zipProximity", () => {
  it("is 2 for the same ZIP code, 1 for the same area, 0 otherwise or without a ZIP code", () => {
    expect(zipProximity("33602", "33602")).toBe(2);
    expect(zipProximity("33609", "33602")).toBe(1);
    expect(zipProximity("32801", "33602")).toBe(0);
    expect(zipProximity("33602", undefined)).toBe(0);
  });
});

describe("rank", () => {
  const candidate = (name: string, score: number, proximity = 0) => ({ item: name, name, score, proximity });

  it("drops non-matches and orders by score, nearness, shorter name, then alphabetically", () => {
    const ranked = rank([
      candidate("Zeta", 5),
      candidate("Alpha long name", 5),
      candidate("Beta", 5),
      candidate("Near", 5, 2),
      candidate("Best", 9),
      candidate("None", 0),
    ]);
    expect(ranked).toEqual(["Best", "Near", "Beta", "Zeta", "Alpha long name"]);
  });

  it("returns at most 20 by default", () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate(`Item ${i}`, 1));
    expect(rank(many)).toHaveLength(20);
    expect(rank(many, 5)).toHaveLength(5);
  });
});

describe("withoutTitles", () => {
  it("drops Dr and Doctor, but keeps a query that is nothing else", () => {
    expect(withoutTitles("Dr. Moreno")).toBe("moreno");
    expect(withoutTitles("doctor alicia moreno")).toBe("alicia moreno");
    expect(withoutTitles("Dr")).toBe("Dr");
  });
});
