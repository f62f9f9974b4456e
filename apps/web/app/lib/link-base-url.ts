import type { TLinkPublicBaseResponse } from "@planready/contracts/links";
import { api } from "./api";

/**
 * The address survey links are shown, copied and QR-coded under, for a page's loader: PUBLIC_URL when the server has
 * one, else the address the agent's browser is on (`request`'s origin), never the server's own localhost. One rule
 * for every page that shows a link's full address, so the code a phone scans is the address the agent copies.
 */
export async function linkBaseUrl(request: Request): Promise<string> {
  const { base_url } = await api<TLinkPublicBaseResponse>("/api/links/public-base", { request }).catch((): TLinkPublicBaseResponse => ({
    base_url: null,
  }));
  return base_url ?? new URL(request.url).origin;
}
