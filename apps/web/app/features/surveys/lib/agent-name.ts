/** The agent as the page names them: first and last name, else the agency. */
export function agentName(link: { first_name: string | null; last_name: string | null; agency_name: string | null }): string {
  const name = [link.first_name, link.last_name]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();
  return name || link.agency_name?.trim() || "";
}
