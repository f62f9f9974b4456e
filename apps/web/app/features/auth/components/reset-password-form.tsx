import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { isInvalidResetToken, useResetPassword } from "../api/reset-password";
import { focusFirstInvalid, newPasswordError } from "../lib/validate";
import { authLinkClass } from "./auth-card";
import { PasswordField } from "./password-field";

function InvalidToken() {
  const { t } = useTranslation("auth");
  return (
    <>
      <Alert tone="error">{t("reset.invalidToken")}</Alert>
      <Link to={paths.forgotPassword} className={authLinkClass}>
        {t("reset.requestNew")}
      </Link>
    </>
  );
}

/** Sets a new password with the emailed token; a missing, used or expired token says so and offers a new link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();
  useKeepTypedValues(formRef, { password: setPassword });

  if (!token || isInvalidResetToken(reset.error)) return <InvalidToken />;
  if (reset.isSuccess) {
    return (
      <>
        <Alert tone="success">{t("reset.success")}</Alert>
        <Link to={paths.login} className={authLinkClass}>
          {t("reset.logIn")}
        </Link>
      </>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordError(password, t);
    setError(problem);
    if (problem) return focusFirstInvalid(formRef.current);
    reset.mutate(
      { token: token!, newPassword: password },
      {
        onError: (failure) => {
          if (problemCode(failure) === "WEAK_PASSWORD") {
            setError(problemMessage(failure, t, "errors.generic"));
            focusFirstInvalid(formRef.current);
          }
        },
      },
    );
  }

  const weak = problemCode(reset.error) === "WEAK_PASSWORD";
  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PasswordField
        label={t("fields.newPassword")}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        description={t("passwordRules")}
        errorMessage={error}
      />
      {reset.isError && !weak ? <Alert tone="error">{problemMessage(reset.error, t, "errors.generic")}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
        {t("reset.submit")}
      </Button>
    </form>
  );
}
