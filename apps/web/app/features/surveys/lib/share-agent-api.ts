import type { TSurveyShareResponse } from "@planready/contracts/agent-sites";
import { api } from "../../../lib/api";

/**
 * GET /api/agent-sites/share-for-link/{url}: the agent's page address a client may share after sending their survey
 * (with a token that names only the page and "a client's share"), or null when the agent has no page.
 */
export function getAgentSharePath(linkUrl: string): Promise<TSurveyShareResponse> {
  return api(`/api/agent-sites/share-for-link/${encodeURIComponent(linkUrl)}`, { timeoutMs: 10_000 });
}
