import { useEffect, useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { getAgentSharePath } from "../../lib/share-agent-api";
import type { TScreenProps } from "../screen-props";

const buttonClass =
  "inline-flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-[var(--survey-outline)] bg-white px-4 text-base font-semibold text-slate-900 hover:bg-[var(--survey-light)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]";

/**
 * "Share this agent" after a survey is sent: the agent's page address (with a token that says only "a client's
 * share") to send from the client's own phone or mail app, copy, or hand to the device's share sheet. Shown only
 * when the agent has a page. It never asks for anyone's details: Medicare marketing rules forbid collecting a
 * friend's contact information (docs/decisions/031).
 */
export function ShareAgentBlock({ link, preview }: Pick<TScreenProps, "link" | "preview">) {
  const { t } = useTranslation("surveys");
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (preview) return;
    let live = true;
    getAgentSharePath(link.url).then(
      (answer) => live && answer.share_path && setUrl(new URL(answer.share_path, window.location.origin).toString()),
      // Sharing is an extra: a failed look-up is logged and the block stays away.
      (error: unknown) => console.warn("The agent's page could not be looked up", error),
    );
    return () => {
      live = false;
    };
  }, [link.url, preview]);
  if (!url) return null;
  // Only in the browser: the address is fetched after the screen is shown.
  const canShare = typeof navigator.share === "function";
  const agent = [link.first_name, link.last_name].filter(Boolean).join(" ") || link.agency_name || "";
  const text = t("shareAgent.text", { agent, url });
  return (
    <section className="rounded-xl border-2 border-slate-200 px-4 py-4" aria-labelledby="share-agent-heading" data-testid="share-agent">
      <h2 id="share-agent-heading" className="text-2xl font-bold">
        {t("shareAgent.title")}
      </h2>
      <p className="mt-1">{t("shareAgent.intro", { agent })}</p>
      <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all" data-testid="share-agent-url">
        {url}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a className={buttonClass} href={`sms:?&body=${encodeURIComponent(text)}`}>
          {t("shareAgent.sms")}
        </a>
        <a className={buttonClass} href={`mailto:?subject=${encodeURIComponent(t("shareAgent.subject"))}&body=${encodeURIComponent(text)}`}>
          {t("shareAgent.email")}
        </a>
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t("shareAgent.copy")}
        </button>
        {canShare ? (
          <button
            type="button"
            className={buttonClass}
            onClick={() => void navigator.share({ title: agent, text, url }).catch(() => undefined)}
          >
            {t("shareAgent.share")}
          </button>
        ) : null}
      </div>
      <output className="mt-2 block min-h-6 font-semibold">{copied ? t("shareAgent.copied") : ""}</output>
    </section>
  );
}
