import type { TIntegrationStatus } from "@planready/contracts/integrations";
import { useTranslation } from "../../../i18n/react";

const tones: Record<TIntegrationStatus, string> = {
  not_connected: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  connected: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  failing: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};

/** An integration's status in words (never colour alone). */
export function StatusBadge({ status }: { status: TIntegrationStatus }) {
  const { t } = useTranslation("integrations");
  return (
    <span
      data-testid="integration-status"
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
