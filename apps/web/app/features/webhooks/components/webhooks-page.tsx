import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { problemMessage } from "../../../lib/problem-message";
import { useUser } from "../../auth/components/user-provider";
import { useWebhookEndpoints } from "../api/webhooks";
import { EndpointCard } from "./endpoint-card";
import { EndpointForm } from "./endpoint-form";

/** Integrations → Webhooks: the user's endpoints (an Admin's: the agency's), adding one, each one's log. */
export function WebhooksPage() {
  const { t } = useTranslation("webhooks");
  const { user } = useUser();
  const query = useWebhookEndpoints();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="webhooks-page">
      <header>
        <a href="/integrations" className="text-brand-700 underline dark:text-brand-300">
          {t("back")}
        </a>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("webhooks.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("webhooks.intro")}</p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("webhooks.privacy")}</p>
      </header>
      {query.isPending || !user ? (
        <Spinner label={t("webhooks.loading")} className="py-10" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "webhooks.loadFailed")}</p>
          <NativeButton variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
            {t("webhooks.retry")}
          </NativeButton>
        </Alert>
      ) : query.data.endpoints.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t("webhooks.none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} viewer={{ id: user.id, user_type: user.user_type }} />
          ))}
        </ul>
      )}
      <EndpointForm />
    </div>
  );
}
