import type { TBulkSend, TDryRunResponse } from "@planready/contracts/bulk-sends";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { fieldErrorClass } from "../../../components/ui/field-styles";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useBulkSends, useBulkSendSettings, useReminder, useSendControl } from "../api/bulk-sends";
import { DryRunResult, SendWizard } from "./send-wizard";

/**
 * The home's `sends` tab: a new send (the wizard, opened on demand) and the agent's sends with their progress,
 * pause/resume, and a reminder to those who have not submitted.
 */
export function SendsPanel() {
  const { t } = useTranslation("bulkSends");
  const settings = useBulkSendSettings();
  const [composing, setComposing] = useState(false);
  return (
    <div className="flex flex-col gap-6" data-testid="sends-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("sends.title")}</h2>
        {composing ? null : <Button onPress={() => setComposing(true)}>{t("sends.new")}</Button>}
      </div>
      {composing ? (
        settings.isPending ? (
          <Spinner label={t("settings.loading")} />
        ) : settings.isError ? (
          <Alert tone="error">{problemMessage(settings.error, t, "settings.loadFailed")}</Alert>
        ) : (
          <div className="flex flex-col gap-3">
            <SendWizard data={settings.data} onSent={() => setComposing(false)} />
            <div>
              <Button variant="ghost" onPress={() => setComposing(false)}>
                {t("common.cancel")}
              </Button>
            </div>
          </div>
        )
      ) : null}
      <SendList />
    </div>
  );
}

function SendList() {
  const { t, i18n } = useTranslation("bulkSends");
  const list = useBulkSends();
  if (list.isPending) return <Spinner label={t("sends.loading")} />;
  if (list.isError) return <Alert tone="error">{problemMessage(list.error, t, "sends.loadFailed")}</Alert>;
  if (list.data.sends.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t("sends.empty")}</p>;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ul className="flex flex-col gap-4" aria-label={t("sends.listLabel")}>
      {list.data.sends.map((send) => (
        <li key={send.id}>
          <SendCard send={send} when={format.format(new Date(send.created_at))} />
        </li>
      ))}
    </ul>
  );
}

const tone = { sending: "new", paused: "attention", completed: "neutral" } as const;

function SendCard({ send, when }: { send: TBulkSend; when: string }) {
  const { t } = useTranslation("bulkSends");
  const control = useSendControl();
  const reminder = useReminder();
  const [reminderCheck, setReminderCheck] = useState<TDryRunResponse | null>(null);
  const { counts } = send;
  const done = counts.sent + counts.failed;
  const percent = counts.total ? Math.round((done / counts.total) * 100) : 100;
  const error = control.error ?? reminder.error;
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      data-testid="send-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
          {t(send.kind === "reminder" ? "sends.reminderHeading" : "sends.heading", {
            channel: t(`channel.${send.channel}`),
            link: send.link_url ? `/${send.link_url}` : "—",
          })}
        </h3>
        <Badge tone={tone[send.status]}>{t(`status.${send.status}`)}</Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">{when}</span>
      </div>
      <div>
        <progress
          value={percent}
          max={100}
          aria-label={t("sends.progress")}
          className="h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-blue-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-700"
        />
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="send-counts">
          {t("sends.counts", { sent: counts.sent, total: counts.total, opened: counts.opened, submitted: counts.submitted })}
          {counts.deferred > 0 ? ` · ${t("sends.deferred", { count: counts.deferred })}` : ""}
          {counts.failed > 0 ? ` · ${t("sends.failed", { count: counts.failed })}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {send.status === "sending" ? (
          <Button variant="secondary" isLoading={control.isPending} onPress={() => control.mutate({ id: send.id, action: "pause" })}>
            {t("sends.pause")}
          </Button>
        ) : null}
        {send.status === "paused" ? (
          <Button variant="secondary" isLoading={control.isPending} onPress={() => control.mutate({ id: send.id, action: "resume" })}>
            {t("sends.resume")}
          </Button>
        ) : null}
        {counts.sent > counts.submitted && !reminderCheck ? (
          <Button
            variant="tertiary"
            isLoading={reminder.isPending}
            onPress={() => reminder.mutate({ id: send.id, dryRun: true }, { onSuccess: (r) => setReminderCheck(r as TDryRunResponse) })}
          >
            {t("sends.remind")}
          </Button>
        ) : null}
      </div>
      {reminderCheck ? (
        <div className="flex flex-col gap-3">
          <DryRunResult result={reminderCheck} />
          <div className="flex flex-wrap gap-2">
            {reminderCheck.will_send + reminderCheck.deferred > 0 ? (
              <Button
                isLoading={reminder.isPending}
                onPress={() => reminder.mutate({ id: send.id, dryRun: false }, { onSuccess: () => setReminderCheck(null) })}
              >
                {t("sends.sendReminder", { count: reminderCheck.will_send + reminderCheck.deferred })}
              </Button>
            ) : null}
            <Button variant="ghost" onPress={() => setReminderCheck(null)}>
              {t("common.cancel")}
            </Button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={fieldErrorClass}>
          {problemMessage(error, t, "sends.actionFailed")}
        </p>
      ) : null}
    </article>
  );
}
