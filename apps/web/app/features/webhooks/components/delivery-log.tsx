import { formatZonedTime } from "@planready/contracts/agency-time";
import type { TWebhookAttempt } from "@planready/contracts/webhooks";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { problemMessage } from "../../../lib/problem-message";
import { useResendWebhookDelivery, useWebhookAttempts } from "../api/webhooks";

/** An endpoint's delivery log: each attempt's time, event, result and the start of the answer; resend from it. */
export function DeliveryLog({ endpointId, canResend }: { endpointId: string; canResend: boolean }) {
  const { t, i18n } = useTranslation("webhooks");
  const query = useWebhookAttempts(endpointId);
  const resend = useResendWebhookDelivery();
  const locale = i18n.language === "es" ? "es" : "en";
  if (query.isPending) return <Spinner label={t("webhooks.log.loading")} className="py-4" />;
  if (query.isError) return <Alert tone="error">{problemMessage(query.error, t, "webhooks.loadFailed")}</Alert>;
  if (query.data.attempts.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t("webhooks.log.empty")}</p>;
  const result = (a: TWebhookAttempt) =>
    a.succeeded
      ? t("webhooks.log.ok", { status: a.status_code ?? "" })
      : a.status_code !== null
        ? t("webhooks.log.failedStatus", { status: a.status_code })
        : t("webhooks.log.failedNoStatus");
  const eventName = (type: string) => (type in eventKeys ? t(`events.${type}`) : type);
  return (
    <div className="overflow-x-auto">
      {resend.error ? <Alert tone="error">{problemMessage(resend.error, t, "webhooks.endpoint.actionFailed")}</Alert> : null}
      <table className="w-full text-left text-sm" data-testid="delivery-log">
        <caption className="sr-only">{t("webhooks.log.caption")}</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t("webhooks.log.when")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("webhooks.log.event")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("webhooks.log.result")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("webhooks.log.answer")}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t("webhooks.log.resend")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.attempts.map((a) => (
            <tr key={a.id} className="border-t border-slate-200 align-top dark:border-slate-700" data-testid="delivery-row">
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatZonedTime(new Date(a.attempted_at), locale)}
                <br />
                <span className="text-slate-500">
                  {t("webhooks.log.attempt", { n: a.attempt })}
                  {a.trigger === "test"
                    ? ` · ${t("webhooks.log.triggerTest")}`
                    : a.trigger === "resend"
                      ? ` · ${t("webhooks.log.triggerResend")}`
                      : ""}
                </span>
              </td>
              <td className="py-2 pr-3">{eventName(a.event_type)}</td>
              <td
                className={`py-2 pr-3 font-medium ${a.succeeded ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
              >
                {result(a)}
                {a.error ? <p className="font-normal text-slate-700 dark:text-slate-300">{a.error}</p> : null}
              </td>
              <td className="max-w-64 py-2 pr-3 break-words font-mono text-xs">{a.response_excerpt}</td>
              <td className="py-2">
                {canResend && a.trigger !== "test" ? (
                  <NativeButton
                    variant="tertiary"
                    isDisabled={resend.isPending}
                    onPress={() => resend.mutate({ id: endpointId, deliveryId: a.delivery_id })}
                  >
                    {t("webhooks.log.resend")}
                  </NativeButton>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const eventKeys = {
  "survey.submitted": 1,
  "survey.started": 1,
  "soa.signed": 1,
  "review.received": 1,
  "referral.received": 1,
  "webhook.test": 1,
};
