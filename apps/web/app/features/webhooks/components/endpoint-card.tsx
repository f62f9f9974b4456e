import { formatZonedTime } from "@planready/contracts/agency-time";
import { can } from "@planready/contracts/permissions";
import type { TWebhookAttempt, TWebhookEndpoint } from "@planready/contracts/webhooks";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Checkbox } from "../../../components/ui/form-field";
import { NativeButton } from "../../../components/ui/native-button";
import { problemMessage } from "../../../lib/problem-message";
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useSetFullPayload,
  useUpdateWebhookEndpoint,
} from "../api/webhooks";
import { DeliveryLog } from "./delivery-log";
import { SecretOnce } from "./secret-once";

/**
 * One endpoint: where it sends, which events, its state; its owner sends a test, rotates the secret, turns it off or
 * deletes it; an Admin confirms (or stops) the full payload; the delivery log opens below.
 */
export function EndpointCard({ endpoint, viewer }: { endpoint: TWebhookEndpoint; viewer: { id: string; user_type: string } }) {
  const { t, i18n } = useTranslation("webhooks");
  const locale = i18n.language === "es" ? "es" : "en";
  const time = (iso: string) => formatZonedTime(new Date(iso), locale);
  const owns = endpoint.owner_user_id === viewer.id;
  const isAdmin = can(viewer.user_type, "integrations:full_payload");
  const test = useSendWebhookTest();
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const fullPayload = useSetFullPayload();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<TWebhookAttempt | null>(null);
  const failed = [test, rotate, update, remove, fullPayload].find((m) => m.error)?.error;

  const status = endpoint.disabled_at
    ? endpoint.disabled_reason === "gone"
      ? t("webhooks.endpoint.disabledGone")
      : endpoint.disabled_reason === "failing"
        ? t("webhooks.endpoint.disabledFailing")
        : t("webhooks.endpoint.disabledManual")
    : endpoint.failing_since
      ? t("webhooks.endpoint.statusFailing", { time: time(endpoint.failing_since) })
      : t("webhooks.endpoint.statusActive");

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      data-testid="endpoint"
    >
      <div className="flex flex-col gap-1">
        <p className="font-mono text-base break-all text-slate-900 dark:text-white">{endpoint.url}</p>
        {endpoint.description ? <p className="text-slate-700 dark:text-slate-300">{endpoint.description}</p> : null}
        <p
          className={
            endpoint.disabled_at || endpoint.failing_since
              ? "font-medium text-red-700 dark:text-red-400"
              : "font-medium text-green-700 dark:text-green-400"
          }
          data-testid="endpoint-status"
        >
          {status}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{endpoint.events.map((e) => t(`events.${e}`)).join(" · ")}</p>
        {!owns && endpoint.owner_name ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("webhooks.endpoint.owner", { name: endpoint.owner_name })}</p>
        ) : null}
        {endpoint.source === "api" ? <p className="text-sm text-slate-600 dark:text-slate-300">{t("webhooks.endpoint.viaApi")}</p> : null}
        {endpoint.previous_secret_expires_at ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("webhooks.endpoint.rotationLive", { time: time(endpoint.previous_secret_expires_at) })}
          </p>
        ) : null}
      </div>

      {secret ? (
        <SecretOnce
          title={t("webhooks.secret.title")}
          text={t("webhooks.secret.text")}
          done={t("webhooks.secret.done")}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      ) : null}
      {testResult ? (
        <Alert tone={testResult.succeeded ? "success" : "error"}>
          <output className="block" data-testid="test-result">
            {testResult.succeeded
              ? t("webhooks.endpoint.testOk", { status: testResult.status_code ?? "" })
              : t("webhooks.endpoint.testFailed", {
                  reason: testResult.error ?? t("webhooks.endpoint.testStatus", { status: testResult.status_code ?? "" }),
                })}
          </output>
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="error">
          <p role="alert">{problemMessage(failed, t, "webhooks.endpoint.actionFailed")}</p>
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {owns ? (
          <>
            <NativeButton
              variant="secondary"
              isDisabled={test.isPending || !!endpoint.disabled_at}
              onPress={() => test.mutate(endpoint.id, { onSuccess: setTestResult })}
            >
              {test.isPending ? t("webhooks.endpoint.testing") : t("webhooks.endpoint.test")}
            </NativeButton>
            <NativeButton
              variant="secondary"
              isDisabled={rotate.isPending}
              onPress={() => rotate.mutate(endpoint.id, { onSuccess: (r) => setSecret(r.secret) })}
            >
              {t("webhooks.endpoint.rotate")}
            </NativeButton>
          </>
        ) : null}
        <NativeButton
          variant="secondary"
          isDisabled={update.isPending}
          onPress={() => update.mutate({ id: endpoint.id, body: { enabled: !!endpoint.disabled_at } })}
        >
          {endpoint.disabled_at ? t("webhooks.endpoint.enable") : t("webhooks.endpoint.disable")}
        </NativeButton>
        {owns ? (
          <NativeButton
            variant="ghost"
            isDisabled={remove.isPending}
            onPress={() => {
              if (window.confirm(t("webhooks.endpoint.removeConfirm"))) remove.mutate(endpoint.id);
            }}
          >
            {t("webhooks.endpoint.remove")}
          </NativeButton>
        ) : null}
        <NativeButton variant="tertiary" aria-expanded={showLog} onPress={() => setShowLog((v) => !v)}>
          {showLog ? t("webhooks.endpoint.hideLog") : t("webhooks.endpoint.showLog")}
        </NativeButton>
      </div>

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <p className="font-semibold text-slate-900 dark:text-white">{t("webhooks.fullPayload.title")}</p>
        <p className="text-slate-700 dark:text-slate-300">
          {endpoint.full_payload && endpoint.full_payload_confirmed_at
            ? t("webhooks.fullPayload.on", { time: time(endpoint.full_payload_confirmed_at) })
            : t("webhooks.fullPayload.off")}
        </p>
        {endpoint.full_payload ? (
          <div>
            <NativeButton
              variant="secondary"
              isDisabled={fullPayload.isPending}
              onPress={() => fullPayload.mutate({ id: endpoint.id, body: { enabled: false } })}
            >
              {t("webhooks.fullPayload.disable")}
            </NativeButton>
          </div>
        ) : isAdmin ? (
          <div className="flex flex-col gap-2">
            <Checkbox
              checked={confirming}
              onChange={(e) => {
                setConfirming(e.target.checked);
                setConfirmError(false);
              }}
            >
              {t("webhooks.fullPayload.confirm")}
            </Checkbox>
            {confirmError ? (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {t("webhooks.fullPayload.confirmRequired")}
              </p>
            ) : null}
            <div>
              <NativeButton
                variant="secondary"
                isDisabled={fullPayload.isPending}
                onPress={() => {
                  if (!confirming) return setConfirmError(true);
                  fullPayload.mutate(
                    { id: endpoint.id, body: { enabled: true, confirm: true } },
                    { onSuccess: () => setConfirming(false) },
                  );
                }}
              >
                {t("webhooks.fullPayload.enable")}
              </NativeButton>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("webhooks.fullPayload.askAdmin")}</p>
        )}
      </div>

      {showLog ? <DeliveryLog endpointId={endpoint.id} canResend={owns} /> : null}
    </li>
  );
}
