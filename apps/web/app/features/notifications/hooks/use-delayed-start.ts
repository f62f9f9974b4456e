import { NOTIFICATION_DELAY_MS } from "@planready/contracts/notification-badge";
import { useEffect, useState } from "react";

/** False until NOTIFICATION_DELAY_MS after mount, so count requests never compete with the page's own first loads. */
export function useDelayedStart(delay = NOTIFICATION_DELAY_MS): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return started;
}
