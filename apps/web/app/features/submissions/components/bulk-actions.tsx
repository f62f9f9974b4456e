import { Archive, ArchiveRestore, Mail, MailOpen, X } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { NativeButton as Button } from "../../../components/ui/native-button";

type Props = {
  count: number;
  archive: boolean;
  isPending: boolean;
  onArchive: (archived: boolean) => void;
  onRead: (read: boolean) => void;
  onClear: () => void;
};

/** What can be done to the chosen submissions: archive (or restore), mark read or unread. */
export function BulkActions({ count, archive, isPending, onArchive, onRead, onClear }: Props) {
  const { t } = useTranslation("submissions");
  if (count === 0) return null;
  return (
    <fieldset
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-sm dark:border-brand-800 dark:bg-brand-950"
      data-testid="bulk-actions"
    >
      <legend className="sr-only">{t("bulk.label")}</legend>
      <p className="mr-2 font-medium text-slate-900 dark:text-white">{t("bulk.selected", { count })}</p>
      {archive ? (
        <Button variant="secondary" onPress={() => onArchive(false)} isDisabled={isPending}>
          <ArchiveRestore aria-hidden className="size-4" />
          {t("bulk.unarchive")}
        </Button>
      ) : (
        <Button variant="secondary" onPress={() => onArchive(true)} isDisabled={isPending}>
          <Archive aria-hidden className="size-4" />
          {t("bulk.archive")}
        </Button>
      )}
      <Button variant="tertiary" onPress={() => onRead(true)} isDisabled={isPending}>
        <MailOpen aria-hidden className="size-4" />
        {t("bulk.markRead")}
      </Button>
      <Button variant="tertiary" onPress={() => onRead(false)} isDisabled={isPending}>
        <Mail aria-hidden className="size-4" />
        {t("bulk.markUnread")}
      </Button>
      <Button variant="ghost" onPress={onClear}>
        <X aria-hidden className="size-4" />
        {t("bulk.clear")}
      </Button>
    </fieldset>
  );
}
