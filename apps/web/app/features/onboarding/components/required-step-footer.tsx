import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";
import { FormMessage } from "./form-message";
import { StepActions } from "./step-actions";

/**
 * The end of every step whose fields are all required: 'Please fill out all fields', a save failure, Back, and
 * Next (disabled until complete, spinning while saving).
 */
export function RequiredStepFooter({
  required,
  saveFailed,
  saving,
  backHref,
}: {
  required: { messageId: string; showMissing: boolean; complete: boolean };
  saveFailed: boolean;
  saving: boolean;
  backHref: string;
}) {
  const { t } = useTranslation("onboarding");
  return (
    <>
      <FormMessage id={required.messageId} message={required.showMissing ? t("fillAllFields") : null} />
      <FormMessage message={saveFailed ? t("saveFailed") : null} />
      <StepActions backHref={backHref}>
        <Button type="submit" isDisabled={!required.complete} isLoading={saving}>
          {t("next")}
        </Button>
      </StepActions>
    </>
  );
}
