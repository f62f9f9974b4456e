import type { TPublicAgentSite } from "@planready/contracts/agent-sites";
import { api } from "../../../lib/api";

/** GET /api/agent-sites/unique-url/{url}: what the public page shows (404 for none; a deleted one says so). */
export async function getPublicSite(url: string, request: Request): Promise<TPublicAgentSite> {
  const answer = await api<{ agentSite: TPublicAgentSite }>(`/api/agent-sites/unique-url/${encodeURIComponent(url)}`, { request });
  return answer.agentSite;
}

/**
 * POST /api/agent-site-visits: counts this view by day and source, as the visitor (their address's rate limit).
 * Never fails the page: a count lost is better than a page not shown.
 */
export async function countVisit(url: string, ref: string | null, request: Request): Promise<void> {
  await api("/api/agent-site-visits", { method: "POST", request, asClient: true, body: { unique_url: url, ref } }).catch(() => undefined);
}
