import { CheckCircle2, CircleDashed } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useSignInMethods } from "../api/get-sign-in-methods";
import { ChangePasswordForm, SetPasswordForm } from "./password-form";
import { SettingsSection } from "./settings-ui";

function MethodRow({ label, linked }: { label: string; linked: boolean }) {
  const { t } = useTranslation("settings");
  return (
    <li className="flex min-h-11 items-center justify-between gap-3 py-2">
      <span className="font-medium text-slate-900 dark:text-white">{label}</span>
      <span
        className={`inline-flex items-center gap-1.5 text-sm ${linked ? "text-green-800 dark:text-green-300" : "text-slate-600 dark:text-slate-300"}`}
      >
        {linked ? <CheckCircle2 aria-hidden className="size-4" /> : <CircleDashed aria-hidden className="size-4" />}
        {linked ? t("personal.methods.linked") : t("personal.methods.notLinked")}
      </span>
    </li>
  );
}

/**
 * The password (changed with the current one, or set a first time by someone who signed up with Google) and the
 * sign-in methods linked to the account.
 */
export function SignInSections() {
  const { t } = useTranslation("settings");
  const methods = useSignInMethods();
  if (methods.isPending) return <Spinner label={t("personal.methods.heading")} className="py-6" />;
  if (methods.isError) {
    return (
      <Alert tone="error">
        <p>{t("loadError")}</p>
        <Button variant="secondary" className="mt-3" onPress={() => void methods.refetch()}>
          {t("retry")}
        </Button>
      </Alert>
    );
  }
  const { password, google, googleAvailable } = methods.data;
  return (
    <>
      <SettingsSection id="password" heading={t("personal.password.heading")}>
        {password ? <ChangePasswordForm /> : <SetPasswordForm />}
      </SettingsSection>
      <SettingsSection id="methods" heading={t("personal.methods.heading")}>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="sign-in-methods">
          <MethodRow label={t("personal.methods.password")} linked={password} />
          {googleAvailable || google ? <MethodRow label={t("personal.methods.google")} linked={google} /> : null}
        </ul>
        {!googleAvailable && !google ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("personal.methods.googleOff")}</p>
        ) : null}
      </SettingsSection>
    </>
  );
}
