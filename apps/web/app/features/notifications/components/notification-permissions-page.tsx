import { notificationTypes, type TNotificationType } from "@planready/contracts/notifications";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { useNotificationPermissions, useUpdateNotificationPermissions } from "../api/notification-permissions";

/**
 * Notification Preferences (/settings/notification-permissions): every notification shows in the app's
 * drawer; here each type can also be sent by email. A switch saves as soon as it is flipped.
 */
export function NotificationPermissionsPage({ userId }: { userId: string }) {
  const { t } = useTranslation("notifications");
  const query = useNotificationPermissions(userId);
  const update = useUpdateNotificationPermissions(userId);
  const [saved, setSaved] = useState<TNotificationType | null>(null);
  const emailOf = new Map(query.data?.permissions.map((p) => [p.type, p.email]));

  const change = (type: TNotificationType, email: boolean) => {
    setSaved(null);
    update.mutate({ type, email }, { onSuccess: () => setSaved(type) });
  };

  return (
    <div className="flex max-w-3xl flex-col gap-8" data-testid="notification-permissions">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("permissions.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("permissions.intro")}</p>
      </header>
      {query.isPending ? (
        <Spinner label={t("permissions.title")} className="py-10" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{t("permissions.loadError")}</p>
          <Button variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
            {t("permissions.retry")}
          </Button>
        </Alert>
      ) : (
        <section aria-labelledby="email-heading" className="flex flex-col gap-3">
          <h2 id="email-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t("permissions.emailHeading")}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {notificationTypes.map((type) => (
              <li key={type} className="px-4 py-3 sm:px-6">
                <Switch
                  isSelected={emailOf.get(type) ?? false}
                  onChange={(email) => change(type, email)}
                  isDisabled={update.isPending && update.variables?.type === type}
                  data-testid={`email-permission-${type}`}
                >
                  <span className="flex flex-col">
                    <span className="font-medium text-slate-900 dark:text-white">{t(`types.${type}.label`)}</span>
                    <span className="text-sm text-slate-600 dark:text-slate-300">{t(`types.${type}.description`)}</span>
                  </span>
                </Switch>
              </li>
            ))}
          </ul>
          <output className="block min-h-6 text-sm text-slate-600 dark:text-slate-300">
            {saved ? t("permissions.saved", { type: t(`types.${saved}.label`) }) : null}
          </output>
          {update.isError ? <Alert tone="error">{t("permissions.saveError")}</Alert> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("permissions.privacy")}</p>
        </section>
      )}
    </div>
  );
}
