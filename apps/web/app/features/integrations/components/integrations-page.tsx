import { integrationCatalog, type TIntegrationEntry, type TIntegrationSummary } from "@planready/contracts/integrations";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useIntegrations } from "../api/get-integrations";
import { StatusBadge } from "./status-badge";

/**
 * `/integrations`: a card per integration of the catalog. The partners show the signed-in user's status with each;
 * webhooks and the public API have pages of their own, whose cards show none here.
 */
export function IntegrationsPage() {
  const { t } = useTranslation("integrations");
  const query = useIntegrations();
  const partners = integrationCatalog.filter((e) => e.delivery !== "own_page");
  const developers = integrationCatalog.filter((e) => e.delivery === "own_page");
  return (
    <div className="flex max-w-5xl flex-col gap-8" data-testid="integrations-page">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("catalog.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("catalog.intro")}</p>
      </header>
      <section aria-labelledby="integrations-partners" className="flex flex-col gap-4">
        <h2 id="integrations-partners" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("catalog.partners")}
        </h2>
        {query.isError ? (
          <Alert tone="error">
            <p>{problemMessage(query.error, t, "catalog.loadFailed")}</p>
            <NativeButton variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
              {t("catalog.retry")}
            </NativeButton>
          </Alert>
        ) : query.isPending ? (
          <Spinner label={t("catalog.loading")} className="py-6" />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {partners.map((entry) => (
              <IntegrationCard key={entry.id} entry={entry} summary={query.data.integrations.find((s) => s.id === entry.id)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="integrations-developers" className="flex flex-col gap-4">
        <h2 id="integrations-developers" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("catalog.developers")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {developers.map((entry) => (
            <IntegrationCard key={entry.id} entry={entry} summary={query.data?.integrations.find((s) => s.id === entry.id)} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function IntegrationCard({ entry, summary }: { entry: TIntegrationEntry; summary: TIntegrationSummary | undefined }) {
  const { t } = useTranslation("integrations");
  const action = entry.delivery === "own_page" ? "catalog.open" : summary?.status === "not_connected" ? "catalog.setUp" : "catalog.manage";
  return (
    <li
      data-testid={`integration-card-${entry.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{entry.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t(`kinds.${entry.kind}`)}</p>
        </div>
        {summary ? <StatusBadge status={summary.status} /> : null}
      </div>
      <p className="text-slate-700 dark:text-slate-200">{t(`descriptions.${entry.id}`)}</p>
      {summary && !summary.available ? <p className="text-sm text-slate-600 dark:text-slate-300">{t("catalog.notAvailable")}</p> : null}
      <Link
        to={entry.path}
        className="mt-auto inline-flex min-h-11 items-center self-start rounded-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300"
      >
        {t(action, { name: entry.name })}
      </Link>
    </li>
  );
}
