import { integrationEntry, type TPartnerIntegrationId } from "@planready/contracts/integrations";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useSendTest } from "../api/send-test";
import { sectionClass, sectionTitleClass } from "../lib/section-styles";

/** "Send a test": a made-up client to the partner now, or (a pre-filled partner) its page opened with one. */
export function TestPanel({ id, connected }: { id: TPartnerIntegrationId; connected: boolean }) {
  const { t } = useTranslation("integrations");
  const entry = integrationEntry(id);
  const name = entry.name;
  const prefill = entry.delivery === "prefill_link";
  const test = useSendTest(id);
  const delivery = test.data?.delivery;
  const lastAttempt = delivery?.attempts.at(-1);
  return (
    <section aria-labelledby="integration-test" className={sectionClass}>
      <h2 id="integration-test" className={sectionTitleClass}>
        {t("test.heading")}
      </h2>
      <p className="text-slate-700 dark:text-slate-200">{t(prefill ? "test.introPrefill" : "test.intro", { name })}</p>
      {!connected ? (
        <p className="text-slate-600 dark:text-slate-300">{t("test.connectFirst", { name })}</p>
      ) : (
        <NativeButton
          variant="secondary"
          className="self-start"
          isLoading={test.isPending}
          onPress={() =>
            test.mutate(undefined, {
              onSuccess: (result) => {
                if (result.open_url) window.open(result.open_url, "_blank", "noopener,noreferrer");
              },
            })
          }
        >
          {prefill ? t("test.buttonPrefill", { name }) : t("test.button")}
        </NativeButton>
      )}
      <div aria-live="polite" data-testid="integration-test-result">
        {test.isError ? (
          <Alert tone="error">
            <p>{problemMessage(test.error, (key) => t(key, { name }), "test.requestFailed")}</p>
          </Alert>
        ) : delivery ? (
          delivery.status === "delivered" ? (
            <Alert tone="success">
              <p>{t("test.delivered", { name })}</p>
            </Alert>
          ) : (
            <Alert tone="error">
              <p>{t("test.failed", { reason: lastAttempt ? t(`outcomes.${lastAttempt.outcome}`, { name }) : "" })}</p>
            </Alert>
          )
        ) : null}
      </div>
    </section>
  );
}
