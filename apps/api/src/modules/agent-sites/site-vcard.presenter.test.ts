import { describe, expect, it } from "vitest";
import { siteVCard } from "./site-vcard.presenter.ts";

describe("siteVCard", () => {
  it("is a vCard 3.0 of what the page shows, with its text escaped", () => {
    const card = siteVCard(
      {
        display_name: "Grace Harmon",
        agency_name: "Harmon, Smith; Partners",
        phone: "(954) 555-0142",
        email: "grace@example.com",
        npn: "19876543",
      } as Parameters<typeof siteVCard>[0],
      "https://app.test/splash/grace-harmon",
    );
    const lines = card.trimEnd().split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCARD");
    expect(lines).toContain("FN:Grace Harmon");
    expect(lines).toContain("N:Harmon;Grace;;;");
    expect(lines).toContain("ORG:Harmon\\, Smith\\; Partners");
    expect(lines).toContain("TEL;TYPE=WORK,VOICE:(954) 555-0142");
    expect(lines).toContain("URL:https://app.test/splash/grace-harmon");
    expect(lines.at(-1)).toBe("END:VCARD");
  });
});
