import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { ModalDialog } from "../../../components/ui/dialog";
import { renews } from "../lib/link-state";
import type { LinkDialogProps } from "./cancel-link-dialog";

/**
 * Deleting a link, confirmed first, saying what stays: its submissions, and its address (no one can take it).
 * A link whose subscription still renews cannot be deleted: the dialog says to cancel it first instead.
 */
export function DeleteLinkDialog({ link, onClose, onConfirm, isPending, error }: LinkDialogProps) {
  const { t } = useTranslation("links");
  const blocked = link ? renews(link) : false;
  return (
    <ModalDialog
      isOpen={link !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={t("deleteDialog.title", { url: link?.url ?? "" })}
      actions={
        blocked ? (
          <Button variant="secondary" onPress={onClose}>
            {t("deleteDialog.close")}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onPress={onClose}>
              {t("deleteDialog.keep")}
            </Button>
            <Button onPress={onConfirm} isLoading={isPending} className="bg-red-700! hover:bg-red-800!">
              {t("deleteDialog.confirm")}
            </Button>
          </>
        )
      }
    >
      {blocked ? (
        <p>{t("deleteDialog.renews")}</p>
      ) : (
        <>
          <p>{t("deleteDialog.body")}</p>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("deleteDialog.stays")}</p>
        </>
      )}
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </ModalDialog>
  );
}
