import {
  handoffFieldGroups,
  integrationEntry,
  type THandoffFieldGroup,
  type TPartnerIntegrationId,
} from "@planready/contracts/integrations";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useIntegration } from "../api/integration";
import { ConnectionForm } from "./connection-form";
import { DeliveryLog } from "./delivery-log";
import { ShareLinks } from "./share-links";
import { StatusBadge } from "./status-badge";
import { TestPanel } from "./test-panel";
import { sectionClass, sectionTitleClass } from "../lib/section-styles";

/**
 * `/integrations/{id}` for a partner: what it does, what leaves the product field by field, the user's connection,
 * the links to share with the integration's value, "Send a test" and the delivery log.
 */
export function IntegrationPage({ id }: { id: TPartnerIntegrationId }) {
  const { t } = useTranslation("integrations");
  const entry = integrationEntry(id);
  const query = useIntegration(id);
  const name = entry.name;
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="integration-page">
      <Link
        to={paths.integrations}
        className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
      >
        {t("detail.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{name}</h1>
        {query.data ? <StatusBadge status={query.data.status} /> : null}
      </header>
      <section aria-labelledby="integration-what" className={sectionClass}>
        <h2 id="integration-what" className={sectionTitleClass}>
          {t("detail.whatItDoes")}
        </h2>
        <p className="text-slate-700 dark:text-slate-200">{t(`descriptions.${id}`)}</p>
        <p className="text-slate-700 dark:text-slate-200">{t(`modes.${entry.delivery === "push" ? "push" : "prefill_link"}`, { name })}</p>
      </section>
      <section aria-labelledby="integration-data" className={sectionClass}>
        <h2 id="integration-data" className={sectionTitleClass}>
          {t("detail.dataLeaves")}
        </h2>
        <p className="text-slate-700 dark:text-slate-200">{t("detail.dataLeavesIntro", { name })}</p>
        <dl className="grid gap-4 sm:grid-cols-2" data-testid="integration-fields">
          {(Object.keys(handoffFieldGroups) as THandoffFieldGroup[]).map((group) => {
            const fields = (handoffFieldGroups[group] as readonly string[]).filter((f) => (entry.sends as readonly string[]).includes(f));
            if (fields.length === 0) return null;
            return (
              <div key={group}>
                <dt className="font-semibold text-slate-900 dark:text-white">{t(`groups.${group}`)}</dt>
                {fields.map((field) => (
                  <dd key={field} className="text-slate-700 dark:text-slate-200">
                    {t(`fields.${field}`)}
                  </dd>
                ))}
              </div>
            );
          })}
        </dl>
      </section>
      {query.isPending ? (
        <Spinner label={t("detail.loading", { name })} className="py-6" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "detail.loadFailed")}</p>
          <NativeButton variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
            {t("catalog.retry")}
          </NativeButton>
        </Alert>
      ) : !query.data.available && !query.data.connection ? (
        <Alert tone="warning">
          <p data-testid="integration-not-available">{t("detail.notAvailable", { name })}</p>
        </Alert>
      ) : (
        <>
          <ConnectionForm id={id} detail={query.data} />
          <ShareLinks id={id} />
          <TestPanel id={id} connected={!!query.data.connection} />
          <DeliveryLog id={id} />
        </>
      )}
    </div>
  );
}
