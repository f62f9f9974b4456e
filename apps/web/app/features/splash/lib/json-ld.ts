import { usStates, type TUsStateCode } from "@planready/contracts/us-address";
import type { TSiteView } from "./site-view";

/**
 * schema.org data for search engines: a local insurance agency with its agent, contact and the states served. No
 * rating or review markup: an agent's own page rating itself is what search engines call self-serving.
 */
export function siteJsonLd(site: TSiteView, pageUrl: string, origin: string): string {
  const absolute = (path: string) => (path.startsWith("/") ? `${origin}${path}` : path);
  const data = {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: site.agency_name ?? site.display_name,
    url: pageUrl,
    image: absolute(site.headshot_image_url),
    logo: absolute(site.logo_image_url),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.licensed_states.length
      ? { areaServed: site.licensed_states.map((code) => ({ "@type": "State", name: usStates[code as TUsStateCode] ?? code })) }
      : {}),
    employee: { "@type": "Person", name: site.display_name, jobTitle: "Licensed insurance agent" },
  };
  // Inside <script>, "<" could close the element: written as its escape, which JSON reads the same.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
