import type { TStaffAnnouncementRequest } from "@planready/contracts/staff";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST /api/internal/announcements: to every user of every agency; answers how many were told. */
export function sendAnnouncement(body: TStaffAnnouncementRequest): Promise<{ created: number }> {
  return api<{ created: number }>("/api/internal/announcements", { method: "POST", body });
}

export function useSendAnnouncement() {
  return useMutation({ mutationFn: sendAnnouncement });
}
