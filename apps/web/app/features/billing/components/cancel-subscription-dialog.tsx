import type { TSubscription } from "@planready/contracts/billing/api";
import { useTranslation } from "../../../i18n/react";
import { ModalDialog } from "../../../components/ui/dialog";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/format";

type CancelDialogProps = {
  subscription: TSubscription | null;
  linkName: string;
  onClose: () => void;
  onConfirm: () => void;
  isPending: boolean;
};

/**
 * Cancelling a link's subscription, confirmed first: it ends at the end of the period already paid for, as the
 * service agreement says, and nothing paid is refunded. Keeping it is the first (focused) choice.
 */
export function CancelSubscriptionDialog({ subscription, linkName, onClose, onConfirm, isPending }: CancelDialogProps) {
  const { t, i18n } = useTranslation("billing");
  const date = formatDate(subscription?.current_period_end, i18n.language);
  return (
    <ModalDialog
      isOpen={subscription !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={t("settings.confirm.title", { link: linkName })}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t("settings.confirm.keep")}
          </Button>
          <Button onPress={onConfirm} isLoading={isPending} className="bg-red-700! hover:bg-red-800!">
            {t("settings.confirm.confirm")}
          </Button>
        </>
      }
    >
      <p>{date ? t("settings.confirm.body", { date }) : t("settings.confirm.bodyNoDate")}</p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("settings.confirm.terms")}</p>
    </ModalDialog>
  );
}
