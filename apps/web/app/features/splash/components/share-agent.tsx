import { useTranslation } from "../../../i18n/react";

/**
 * Enhances the share buttons once the page has loaded, in a few lines rather than the app's scripts (the page loads
 * none): "Copy link" where the clipboard is available, "Share…" where the device has a share sheet. Without it the
 * text and email links still work.
 */
export const SHARE_SCRIPT = `(function(){document.querySelectorAll("[data-share]").forEach(function(b){var u=b.getAttribute("data-url"),s=document.getElementById(b.getAttribute("data-status"));if(b.getAttribute("data-share")==="native"){if(!navigator.share)return;b.hidden=false;b.addEventListener("click",function(){navigator.share({title:b.getAttribute("data-title"),text:b.getAttribute("data-text"),url:u}).catch(function(){})})}else{if(!navigator.clipboard)return;b.hidden=false;b.addEventListener("click",function(){navigator.clipboard.writeText(u).then(function(){if(s)s.textContent=b.getAttribute("data-done")},function(){})})}})})();`;

const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-xl border-2 border-[var(--survey-outline)] bg-white px-4 text-base font-semibold text-slate-900 hover:bg-[var(--survey-light)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]";

/**
 * "Share this agent": the page's address with a referral token, sent by text message or email from the visitor's
 * own phone or mail app, copied, or handed to the device's share sheet. Nobody is asked for anyone's details, and
 * the token says only which page and which way (docs/decisions/031).
 */
export function ShareAgent({
  url,
  agentName,
  nonce,
  id = "share",
}: {
  url: string;
  agentName: string;
  nonce?: string | undefined;
  id?: string;
}) {
  const { t } = useTranslation("splash");
  const text = t("page.shareText", { name: agentName, url });
  const statusId = `${id}-status`;
  return (
    <section className="mt-8 rounded-2xl border border-slate-200 p-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {t("page.shareHeading")}
      </h2>
      <p className="mt-1 text-base text-slate-700">{t("page.shareIntro")}</p>
      <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all" data-testid="share-url">
        {url}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a className={buttonClass} href={`sms:?&body=${encodeURIComponent(text)}`}>
          {t("page.shareSms")}
        </a>
        <a className={buttonClass} href={`mailto:?subject=${encodeURIComponent(t("page.shareSubject"))}&body=${encodeURIComponent(text)}`}>
          {t("page.shareEmail")}
        </a>
        <button
          type="button"
          hidden
          className={buttonClass}
          data-share="copy"
          data-url={url}
          data-status={statusId}
          data-done={t("page.shareCopied")}
        >
          {t("page.shareCopy")}
        </button>
        <button type="button" hidden className={buttonClass} data-share="native" data-url={url} data-title={agentName} data-text={text}>
          {t("page.shareNative")}
        </button>
      </div>
      <output id={statusId} className="mt-2 block min-h-6 text-base font-semibold" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SHARE_SCRIPT }} />
    </section>
  );
}
