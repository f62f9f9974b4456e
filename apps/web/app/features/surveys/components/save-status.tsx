import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import type { SaveStatus } from "../lib/save-queue";

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * Where the answers are: "Saved" only once the server confirmed every write, "Saving…" while some wait, and a calm
 * notice when the phone is offline or the server cannot be reached (the answers wait on the phone meanwhile).
 * A polite live region, so a screen reader hears the offline notice without losing its place.
 */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("surveys");
  const online = useOnline();
  const offline = !online || status === "offline";
  return (
    <output className="block text-base">
      {offline ? (
        <p className="rounded-xl border-2 border-amber-600 bg-amber-50 px-4 py-3 text-slate-900">
          {online ? t("frame.status.unreachable") : t("frame.status.offline")}
        </p>
      ) : (
        <p className="flex min-h-8 items-center justify-end gap-2 text-slate-700" data-save-status={status}>
          {status === "saved" ? (
            <>
              <span aria-hidden="true" className="font-bold text-green-800">
                ✓
              </span>
              <span>{t("frame.status.saved")}</span>
            </>
          ) : status === "saving" ? (
            t("frame.status.saving")
          ) : (
            t("frame.status.error")
          )}
        </p>
      )}
    </output>
  );
}
