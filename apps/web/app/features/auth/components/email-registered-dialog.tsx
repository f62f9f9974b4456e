import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { ModalDialog } from "../../../components/ui/dialog";
import { paths } from "../../../config/paths";
import { signOut } from "../../../lib/sign-out";
import { authConfigQueryOptions } from "../api/get-auth-config";
import { useUser } from "./user-provider";

/**
 * 'Email Already Registered': the email already has an account. It names only the sign-in methods this installation
 * offers (Google only when configured). A visitor is offered to log in, or to reset the password; someone signed in
 * (the agency Name step) to log out. Either way 'Proceed with new account' closes it, to carry on with another email.
 */
export function EmailRegisteredDialog({ isOpen, onProceed }: { isOpen: boolean; onProceed: () => void }) {
  const { t } = useTranslation("auth");
  const { user } = useUser();
  const google = useQuery(authConfigQueryOptions()).data?.google ?? false;
  const signedIn = !!user;
  const body = `emailRegistered.${signedIn ? "signedIn" : "visitor"}.${google ? "withGoogle" : "passwordOnly"}` as const;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onProceed();
      }}
      role="alertdialog"
      title={t("emailRegistered.title")}
      actions={
        signedIn ? (
          <>
            <Button onPress={onProceed}>{t("emailRegistered.proceed")}</Button>
            <Button variant="secondary" onPress={() => signOut()}>
              {t("emailRegistered.logOut")}
            </Button>
          </>
        ) : (
          <>
            <ButtonLink href={paths.login}>{t("emailRegistered.logIn")}</ButtonLink>
            <ButtonLink href={paths.forgotPassword} variant="secondary">
              {t("emailRegistered.resetPassword")}
            </ButtonLink>
            <Button variant="ghost" onPress={onProceed}>
              {t("emailRegistered.proceed")}
            </Button>
          </>
        )
      }
    >
      <p>{t(body)}</p>
    </ModalDialog>
  );
}
