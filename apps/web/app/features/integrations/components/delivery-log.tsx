import { integrationEntry, type TIntegrationDelivery, type TPartnerIntegrationId } from "@planready/contracts/integrations";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useDeliveries } from "../api/get-deliveries";
import { formatDateTime } from "../lib/format-time";
import { sectionClass, sectionTitleClass } from "../lib/section-styles";

const statusTone: Record<TIntegrationDelivery["status"], string> = {
  pending: "text-slate-700 dark:text-slate-200",
  retrying: "text-amber-800 dark:text-amber-200",
  delivered: "text-green-800 dark:text-green-200",
  failed: "text-red-800 dark:text-red-200",
};

/** Every delivery to the partner and its attempts, newest first (looked at again while one is being retried). */
export function DeliveryLog({ id }: { id: TPartnerIntegrationId }) {
  const { t } = useTranslation("integrations");
  const name = integrationEntry(id).name;
  const query = useDeliveries(id);
  return (
    <section aria-labelledby="integration-log" className={sectionClass} data-testid="integration-log">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="integration-log" className={sectionTitleClass}>
          {t("log.heading")}
        </h2>
        <NativeButton variant="ghost" onPress={() => void query.refetch()}>
          {t("log.refresh")}
        </NativeButton>
      </div>
      <p className="text-slate-700 dark:text-slate-200">{t("log.intro", { name })}</p>
      {query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "log.loadFailed")}</p>
        </Alert>
      ) : query.isPending ? (
        <Spinner label={t("detail.loading", { name })} className="py-4" />
      ) : query.data.deliveries.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("log.empty", { name })}</p>
      ) : (
        <DeliveryList deliveries={query.data.deliveries} name={name} />
      )}
    </section>
  );
}

/** A list of deliveries with their attempts; the submission page shows its own with it too. */
export function DeliveryList({
  deliveries,
  name,
  showPartner = false,
}: {
  deliveries: TIntegrationDelivery[];
  name: string;
  showPartner?: boolean;
}) {
  const { t, i18n } = useTranslation("integrations");
  return (
    <ol className="flex flex-col gap-3">
      {deliveries.map((delivery) => {
        const partner = showPartner ? integrationEntry(delivery.integration_id).name : name;
        return (
          <li
            key={delivery.id}
            data-testid="integration-delivery"
            data-status={delivery.status}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900 dark:text-white">
                {showPartner ? `${partner}: ` : ""}
                {delivery.kind === "test" ? t("log.test") : t("log.submission")} · {formatDateTime(delivery.created_at, i18n.language)}
              </p>
              <p className={`font-semibold ${statusTone[delivery.status]}`}>{t(`log.status.${delivery.status}`)}</p>
            </div>
            {delivery.response_id && !showPartner ? (
              <Link
                to={paths.submission(delivery.response_id)}
                className="self-start text-brand-700 underline underline-offset-4 dark:text-brand-300"
              >
                {t("log.openSubmission")}
              </Link>
            ) : null}
            {delivery.partner_ref ? (
              <p className="text-sm text-slate-700 dark:text-slate-200">
                {t("log.partnerRef", { name: partner, ref: delivery.partner_ref })}
              </p>
            ) : null}
            <ul className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-200">
              {delivery.attempts.map((attempt) => (
                <li key={attempt.attempt} data-testid="integration-attempt" data-outcome={attempt.outcome}>
                  {t("log.attempt", { n: attempt.attempt, when: formatDateTime(attempt.at, i18n.language) })}:{" "}
                  {t(`outcomes.${attempt.outcome}`, { name: partner })}
                  {attempt.http_status ? ` (${t("log.httpStatus", { status: attempt.http_status })})` : ""}
                  {attempt.response_excerpt ? (
                    <details className="mt-1">
                      <summary className="cursor-pointer">{t("log.excerpt", { name: partner })}</summary>
                      <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap dark:bg-slate-800">
                        {attempt.response_excerpt}
                      </pre>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
            {delivery.next_attempt_at ? (
              <p className="text-sm text-amber-800 dark:text-amber-200">
                {t("log.nextAttempt", { when: formatDateTime(delivery.next_attempt_at, i18n.language) })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
