import type { TLinkQrCodesResponse } from "@planready/contracts/links";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { linkKeys } from "./link-keys";

/** GET /api/links/qrCodes: the live links the user may see, each with the full address its QR code encodes. */
export function getQrCodes(request?: Request): Promise<TLinkQrCodesResponse> {
  return api<TLinkQrCodesResponse>("/api/links/qrCodes", request ? { request } : {});
}

export const qrCodesQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: linkKeys.qrCodes(), queryFn: () => getQrCodes(request) });
