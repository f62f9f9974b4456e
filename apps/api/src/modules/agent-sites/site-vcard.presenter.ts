import type { TPublicAgentSite } from "@planready/contracts/agent-sites";

/** vCard 3.0 text values: backslash, comma, semicolon and new lines escaped. */
const esc = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/,/g, "\\,").replace(/;/g, "\\;");

/** The agent's contact card as the page's "Save contact" downloads it: only what the agent put on the page. */
export function siteVCard(site: TPublicAgentSite, pageUrl: string): string {
  const lines = ["BEGIN:VCARD", "VERSION:3.0", `FN:${esc(site.display_name)}`];
  const [first, ...rest] = site.display_name.split(" ");
  lines.push(`N:${esc(rest.join(" "))};${esc(first ?? "")};;;`);
  if (site.agency_name) lines.push(`ORG:${esc(site.agency_name)}`);
  lines.push("TITLE:Licensed insurance agent");
  if (site.phone) lines.push(`TEL;TYPE=WORK,VOICE:${esc(site.phone)}`);
  if (site.email) lines.push(`EMAIL;TYPE=INTERNET,WORK:${esc(site.email)}`);
  lines.push(`URL:${esc(pageUrl)}`);
  if (site.npn) lines.push(`NOTE:${esc(`NPN ${site.npn}`)}`);
  lines.push("END:VCARD");
  return `${lines.join("\r\n")}\r\n`;
}
