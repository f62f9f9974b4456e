import { integrationEntry, type TPartnerIntegrationId } from "@planready/contracts/integrations";
import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { useUser } from "../../auth/components/user-provider";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useLinksForIntegration } from "../api/get-links-for-integration";
import { sectionClass, sectionTitleClass } from "../lib/section-styles";

/** The links the user owns, each with the address to share for this integration (`?integration=<id>`). */
export function ShareLinks({ id }: { id: TPartnerIntegrationId }) {
  const { t } = useTranslation("integrations");
  const { user } = useUser();
  const name = integrationEntry(id).name;
  const query = useLinksForIntegration(user?.org_id, id);
  return (
    <section aria-labelledby="integration-links" className={sectionClass} data-testid="integration-links">
      <h2 id="integration-links" className={sectionTitleClass}>
        {t("links.heading")}
      </h2>
      <p className="text-slate-700 dark:text-slate-200">{t("links.intro", { name })}</p>
      {query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "links.loadFailed")}</p>
        </Alert>
      ) : query.isPending ? (
        <Spinner label={t("detail.loading", { name })} className="py-4" />
      ) : query.data.links.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("links.none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.links.map((link) => (
            <li key={link.id} className="flex flex-col gap-2">
              <p className="font-semibold text-slate-900 dark:text-white">/{link.url}</p>
              <CopyAddress url={link.share_url} label={t("links.addressLabel", { link: link.url })} />
              <p className="text-sm text-slate-600 dark:text-slate-300">{t("links.submissions", { count: link.submissions })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CopyAddress({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation("integrations");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // The clipboard exists only on secure pages (https, localhost): elsewhere the address is there to select.
    if (!navigator.clipboard) return setState("failed");
    navigator.clipboard.writeText(url).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-col gap-2 rounded-xl border border-slate-300 bg-slate-50 p-2 sm:flex-row sm:items-center dark:border-slate-600 dark:bg-slate-950">
        <output
          aria-label={label}
          data-testid="integration-share-url"
          className="min-w-0 flex-1 px-2 py-1 font-mono text-sm break-all text-slate-900 select-all dark:text-white"
        >
          {url}
        </output>
        <NativeButton variant="secondary" onPress={copy} className="shrink-0">
          {state === "copied" ? t("links.copied") : t("links.copy")}
        </NativeButton>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {state === "failed" ? t("links.copyFailed") : state === "copied" ? t("links.copied") : ""}
      </p>
    </div>
  );
}
