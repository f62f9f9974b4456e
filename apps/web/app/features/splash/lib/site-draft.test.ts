import { describe, expect, it } from "vitest";
import { draftOf, inputOf, moveLink, slugOf, viewOf } from "./site-draft";

describe("site draft", () => {
  it("makes an address of a name", () => {
    expect(slugOf("Grace Harmón, LLC")).toBe("grace-harmon-llc");
  });
  it("starts a new page from the profile and sends empty text as null", () => {
    const draft = draftOf(null, { first_name: "Grace", last_name: "Harmon", email: "g@example.com" });
    expect(draft).toMatchObject({ unique_url: "grace-harmon", display_name: "Grace Harmon", email: "g@example.com" });
    expect(inputOf(draft)).toMatchObject({ npn: null, bio_es: null, link_ids: [] });
  });
  it("moves links and previews them in their order, only the agent's own", () => {
    expect(moveLink(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveLink(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    const draft = { ...draftOf(null, { first_name: "G", last_name: "H", email: "x@y.z" }), link_ids: ["2", "1", "gone"] };
    const links = [
      { id: "1", url: "one", survey_type: "life" as const, first_name: null, last_name: null, alt_theme_color: null },
      { id: "2", url: "two", survey_type: "medicare" as const, first_name: null, last_name: null, alt_theme_color: null },
    ];
    const view = viewOf(draft, null, links);
    expect(view.links.map((l) => l.url)).toEqual(["two", "one"]);
    expect(view.markets_medicare).toBe(true);
    expect(view.headshot_image_url).toBe("/wave.svg");
  });
});
