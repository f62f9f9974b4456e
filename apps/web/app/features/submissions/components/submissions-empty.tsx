import { Inbox, Link2, QrCode, Store } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { NativeButton as Button, NativeButtonLink as ButtonLink } from "../../../components/ui/native-button";
import { paths } from "../../../config/paths";

/**
 * What an empty list says: a new agent learns how submissions arrive (share a link, print its QR code, or buy a
 * first survey); an inbox emptied into the archive, an empty archive or a filter that matches nothing says so and how
 * to get back.
 */
export function SubmissionsEmpty({ kind, onClear }: { kind: "new" | "inbox" | "archive" | "filtered"; onClear: () => void }) {
  const { t } = useTranslation("submissions");
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
      data-testid="submissions-empty"
    >
      <Inbox aria-hidden className="size-10 text-brand-600 dark:text-brand-300" />
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t(`empty.${kind}.title`)}</h2>
      <p className="max-w-xl text-slate-700 dark:text-slate-300">{t(`empty.${kind}.body`)}</p>
      {kind === "new" ? (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <ButtonLink href={paths.marketplaceLinks}>
            <Link2 aria-hidden className="size-4" />
            {t("empty.shareLink")}
          </ButtonLink>
          <ButtonLink href={paths.settings.qrCodes} variant="secondary">
            <QrCode aria-hidden className="size-4" />
            {t("empty.qrCodes")}
          </ButtonLink>
          <ButtonLink href={paths.marketplace} variant="tertiary">
            <Store aria-hidden className="size-4" />
            {t("empty.createSurvey")}
          </ButtonLink>
        </div>
      ) : kind === "archive" ? (
        <ButtonLink href={paths.submissions} variant="secondary">
          {t("empty.backToInbox")}
        </ButtonLink>
      ) : kind === "inbox" ? (
        <ButtonLink href={paths.archive} variant="secondary">
          {t("empty.openArchive")}
        </ButtonLink>
      ) : (
        <Button variant="secondary" onPress={onClear}>
          {t("filters.clear")}
        </Button>
      )}
    </div>
  );
}
