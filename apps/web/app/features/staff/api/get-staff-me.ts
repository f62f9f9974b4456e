import { api } from "../../../lib/api";

/** GET /api/internal/me: the signed-in staff member; 404 (an ApiError) for anyone else. */
export function getStaffMe(request?: Request): Promise<{ email: string }> {
  return api<{ email: string }>("/api/internal/me", request ? { request } : {});
}
