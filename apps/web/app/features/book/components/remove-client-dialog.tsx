import type { TBookClient } from "@planready/contracts/book";
import { Alert } from "../../../components/ui/alert";
import { ModalDialog } from "../../../components/ui/dialog";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { useRemoveBookClient } from "../api/book";

/**
 * Removing one client from the book, confirmed first, saying what stays: their survey answers (they belong to the
 * link) and the counts of earlier sends.
 */
export function RemoveClientDialog({ client, onClose }: { client: TBookClient | null; onClose: () => void }) {
  const { t } = useTranslation("book");
  const remove = useRemoveBookClient();
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = client ? `${client.first_name} ${client.last_name}`.trim() : "";
  return (
    <ModalDialog
      isOpen={client !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      role="alertdialog"
      title={t("remove.title", { name })}
      actions={
        <>
          <Button variant="secondary" onPress={close}>
            {t("remove.keep")}
          </Button>
          <Button
            onPress={() => {
              if (client) remove.mutate(client.id, { onSuccess: close });
            }}
            isLoading={remove.isPending}
            className="bg-red-700! hover:bg-red-800!"
          >
            {t("remove.confirm")}
          </Button>
        </>
      }
    >
      <p>{t("remove.body")}</p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("remove.stays")}</p>
      {remove.isError ? (
        <Alert tone="error" className="mt-3">
          {problemMessage(remove.error, t, "remove.failed")}
        </Alert>
      ) : null}
    </ModalDialog>
  );
}
