import { Pencil } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";
import { FormFooter } from "../../../components/ui/form-footer";

/** "Correct" beside an answer or a list item: opens its correction form in place. */
export function CorrectButton({ label, onPress }: { label: string; onPress: () => void }) {
  const { t } = useTranslation("submissions");
  return (
    <Button variant="ghost" className="min-h-11 px-3 text-sm" onPress={onPress} aria-label={t("corrections.editLabel", { field: label })}>
      <Pencil aria-hidden className="size-4" />
      {t("corrections.edit")}
    </Button>
  );
}

/** The end of a correction form: what went wrong, if anything, then Save and Cancel. */
export function CorrectionFormFooter({ error, saving, onCancel }: { error: string | null; saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation("submissions");
  return (
    <FormFooter error={error} saving={saving} onCancel={onCancel} saveLabel={t("corrections.save")} cancelLabel={t("corrections.cancel")} />
  );
}
