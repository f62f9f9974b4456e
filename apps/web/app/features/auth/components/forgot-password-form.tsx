import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { problemMessage } from "../../../lib/problem-message";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { emailError, focusFirstInvalid } from "../lib/validate";
import { authLinkClass } from "./auth-card";
import { EmailField } from "./email-field";

/**
 * Asks for a reset link. The confirmation is the same whether or not an account exists for the email.
 * loginHref keeps the returnTo the person arrived with.
 */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset();
  useKeepTypedValues(formRef, { email: setEmail });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email, t);
    setError(problem);
    if (problem) return focusFirstInvalid(formRef.current);
    request.mutate(email.trim());
  }

  if (request.isSuccess) {
    return (
      <>
        <Alert tone="success">{t("forgot.sent", { email: request.variables })}</Alert>
        <Link to={loginHref} className={authLinkClass}>
          {t("forgot.backToLogin")}
        </Link>
      </>
    );
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={email} onChange={setEmail} errorMessage={error} />
      {request.isError ? <Alert tone="error">{problemMessage(request.error, t, "errors.generic")}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={request.isPending}>
        {t("forgot.submit")}
      </Button>
      <Link to={loginHref} className={`${authLinkClass} self-center`}>
        {t("forgot.backToLogin")}
      </Link>
    </form>
  );
}
