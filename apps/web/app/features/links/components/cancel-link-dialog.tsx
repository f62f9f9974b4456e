import type { TOrgLink } from "@planready/contracts/billing/api";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { ModalDialog } from "../../../components/ui/dialog";
import { formatDate } from "../../../lib/format";

/** A confirmation about one link (cancelling, deleting): open while `link` is set. */
export type LinkDialogProps = {
  link: TOrgLink | null;
  onClose: () => void;
  onConfirm: () => void;
  isPending: boolean;
  error: string | null;
};

/**
 * Cancelling a link's subscription, confirmed first: the link stays live until the end of the period already paid
 * for (the service agreement), then stops. Keeping it is the first (focused) choice.
 */
export function CancelLinkDialog({ link, onClose, onConfirm, isPending, error }: LinkDialogProps) {
  const { t, i18n } = useTranslation("links");
  const date = formatDate(link?.next_renewal_at, i18n.language);
  return (
    <ModalDialog
      isOpen={link !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={t("cancelDialog.title", { url: link?.url ?? "" })}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t("cancelDialog.keep")}
          </Button>
          <Button onPress={onConfirm} isLoading={isPending} className="bg-red-700! hover:bg-red-800!">
            {t("cancelDialog.confirm")}
          </Button>
        </>
      }
    >
      <p>{date ? t("cancelDialog.body", { date }) : t("cancelDialog.bodyNoDate")}</p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("cancelDialog.after")}</p>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </ModalDialog>
  );
}
