import { integrationEntry } from "@planready/contracts/integrations";
import { buttonClasses } from "../../../components/ui/button-classes";
import { useTranslation } from "../../../i18n/react";
import { handoffDownloadPath, useSubmissionIntegrations } from "../api/get-submission-integrations";
import { DeliveryList } from "./delivery-log";

/**
 * On a submission: the normalised hand-off to download (JSON), an "Open in {partner}" button per pre-filled partner
 * the reader connected, and what was sent to their integrations. Shown to the submission's readers only (the page is).
 */
export function SubmissionIntegrationsPanel({ responseId }: { responseId: string }) {
  const { t } = useTranslation("integrations");
  const query = useSubmissionIntegrations(responseId);
  return (
    <section
      aria-labelledby="submission-integrations"
      data-testid="submission-integrations"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="submission-integrations" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("submission.heading")}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={handoffDownloadPath(responseId)} download className={buttonClasses("secondary")}>
          {t("submission.download")}
        </a>
        {query.data?.open_links.map((open) => {
          const name = integrationEntry(open.integration_id).name;
          return (
            <a key={open.integration_id} href={open.url} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary")}>
              {t("submission.openIn", { name })}
            </a>
          );
        })}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("submission.downloadHint")}</p>
      {query.isError ? <p className="text-sm text-red-800 dark:text-red-200">{t("submission.loadFailed")}</p> : null}
      {query.data && query.data.deliveries.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-white">{t("submission.deliveries")}</h3>
          <DeliveryList deliveries={query.data.deliveries} name="" showPartner />
        </div>
      ) : null}
    </section>
  );
}
