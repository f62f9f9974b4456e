import { describe, expect, it } from "vitest";
import { siteJsonLd } from "./json-ld";
import type { TSiteView } from "./site-view";

const site: TSiteView = {
  unique_url: "grace-harmon",
  display_name: "Grace Harmon",
  agency_name: "Sunshine </script><script>alert(1)</script>",
  npn: "123",
  licensed_states: ["FL", "GA"],
  phone: "(954) 555-0142",
  email: "grace@example.com",
  bio_en: null,
  bio_es: null,
  office_hours: null,
  booking_url: null,
  theme_color: null,
  headshot_image_url: "/wave.svg",
  logo_image_url: "/Logo.svg",
  links: [],
  markets_medicare: true,
};

describe("siteJsonLd", () => {
  it("describes a local insurance agency with its agent and states, and no rating", () => {
    const text = siteJsonLd(site, "https://app.test/splash/grace-harmon", "https://app.test");
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "InsuranceAgency",
      url: "https://app.test/splash/grace-harmon",
      image: "https://app.test/wave.svg",
      telephone: "(954) 555-0142",
      areaServed: [
        { "@type": "State", name: "Florida" },
        { "@type": "State", name: "Georgia" },
      ],
      employee: { "@type": "Person", name: "Grace Harmon" },
    });
    expect(text).not.toMatch(/aggregateRating|review/i);
  });
  it("cannot close its script element", () => {
    const text = siteJsonLd(site, "https://app.test/splash/grace-harmon", "https://app.test");
    expect(text).not.toContain("</script>");
    expect((JSON.parse(text) as { name: string }).name).toBe(site.agency_name);
  });
});
