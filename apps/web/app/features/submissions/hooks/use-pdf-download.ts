import { useEffect, useRef, useState } from "react";
import { hasExistingPdf, requestPdf, submissionPdfHref } from "../api/submission-pdf";

export type TPdfState = "idle" | "checking" | "preparing" | "ready" | "failed";

const POLL_MS = 2_000;
/** How long to wait for the job before suggesting to try again later. */
const GIVE_UP_MS = 90_000;

/**
 * Downloads a submission's PDF: the stored one at once, otherwise asks for it and checks every two seconds while it
 * is being prepared, then starts the download. The state drives the button's label and a polite announcement.
 */
export function usePdfDownload(id: string, download: (href: string) => void = (href) => window.location.assign(href)) {
  const [state, setState] = useState<TPdfState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const finish = () => {
    setState("ready");
    download(submissionPdfHref(id));
  };

  const start = async () => {
    if (state === "checking" || state === "preparing") return;
    setState("checking");
    if (await hasExistingPdf(id)) return finish();
    try {
      const requested = await requestPdf(id);
      if (requested.status === "ready") return finish();
      if (requested.status === "failed") return setState("failed");
    } catch (error) {
      console.error("Could not ask for the submission's PDF", error);
      setState("failed");
      return;
    }
    setState("preparing");
    const startedAt = Date.now();
    const poll = async () => {
      if (await hasExistingPdf(id)) return finish();
      if (Date.now() - startedAt > GIVE_UP_MS) return setState("failed");
      timer.current = setTimeout(() => void poll(), POLL_MS);
    };
    timer.current = setTimeout(() => void poll(), POLL_MS);
  };

  return { state, start: () => void start() };
}
