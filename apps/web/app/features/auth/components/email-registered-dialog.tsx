import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/ui/button";
import { ModalDialog } from "../../../components/ui/dialog";
import { paths } from "../../../config/paths";

/**
 * 'Email Already Registered': the email exists under the other sign-in method. Log Out ends
 * any session; 'Proceed with new account' closes the dialog so the person can carry on with another email.
 */
export function EmailRegisteredDialog({ isOpen, onProceed }: { isOpen: boolean; onProceed: () => void }) {
  const { t } = useTranslation("auth");
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onProceed();
      }}
      role="alertdialog"
      title={t("emailRegistered.title")}
      actions={
        <>
          <Button onPress={onProceed}>{t("emailRegistered.proceed")}</Button>
          <ButtonLink href={paths.apiLogout} variant="secondary">
            {t("emailRegistered.logOut")}
          </ButtonLink>
        </>
      }
    >
      <p>{t("emailRegistered.body")}</p>
    </ModalDialog>
  );
}
