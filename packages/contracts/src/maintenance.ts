import { z } from "zod";

export const ZMaintenanceData = z.object({ description: z.string().nullable() }).nullable();
export const ZMaintenanceStatus = z.object({ data: ZMaintenanceData, active: z.boolean() });
export const ZMaintenanceUpcoming = z.object({ data: ZMaintenanceData, upcoming: z.boolean() });
export type TMaintenanceStatus = z.infer<typeof ZMaintenanceStatus>;
export type TMaintenanceUpcoming = z.infer<typeof ZMaintenanceUpcoming>;

/** The cookie that lets staff through while maintenance is active (value must be exactly "true"). */
export const MAINTENANCE_BYPASS_COOKIE = "maintenance_bypass";
export const MAINTENANCE_MESSAGE = "Our site is currently under maintenance. Check back again soon!";

/**
 * Active maintenance blocks the app unless the bypass cookie equals "true". The staff console (`/internal/*`) is never
 * blocked, so staff can switch maintenance off from it; to anyone else it is a page that does not exist.
 */
export function isBlockedByMaintenance(status: { active: boolean }, bypassCookie: string | undefined, pathname = "/"): boolean {
  if (pathname === "/internal" || pathname.startsWith("/internal/")) return false;
  return status.active && bypassCookie !== "true";
}
