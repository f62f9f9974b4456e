import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { problemMessage } from "../../../lib/problem-message";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { useSignInEmail } from "../api/sign-in-email";
import { emailError, focusFirstInvalid, hasErrors, type TFieldErrors } from "../lib/validate";
import { authLinkClass } from "./auth-card";
import { PasswordField } from "./password-field";
import { EmailField } from "./email-field";

/**
 * Email and password sign-in. Unknown email and wrong password get the same words (the server answers both
 * alike), so the form never reveals who has an account. Success is a full navigation so every part of the
 * app starts from the new session.
 */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<TFieldErrors<"email" | "password">>({});
  const signIn = useSignInEmail();
  useKeepTypedValues(formRef, { email: setEmail, password: setPassword });
  const emailRef = useRef<HTMLInputElement>(null);
  // Signing in is the page's one task: typing starts in the email field, unless the person already chose a field.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) emailRef.current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { email: emailError(email, t), password: password ? undefined : t("errors.passwordRequired") };
    setErrors(next);
    if (hasErrors(next)) return focusFirstInvalid(formRef.current);
    signIn.mutate({ email: email.trim(), password }, { onSuccess: () => window.location.assign(returnTo) });
  }

  const failureMessage = signIn.error ? problemMessage(signIn.error, t, "errors.generic") : null;
  const withReturnTo = (path: string) => `${path}?returnTo=${encodeURIComponent(returnTo)}`;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={email} onChange={setEmail} errorMessage={errors.email} inputRef={emailRef} />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={t("fields.password")}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          errorMessage={errors.password}
        />
        <Link to={withReturnTo(paths.forgotPassword)} className={`${authLinkClass} self-end text-sm`}>
          {t("login.forgot")}
        </Link>
      </div>
      {failureMessage ? <Alert tone="error">{failureMessage}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={signIn.isPending || signIn.isSuccess}>
        {t("login.submit")}
      </Button>
      <p className="text-center text-slate-700 dark:text-slate-200">
        {t("login.noAccount")}{" "}
        <Link to={withReturnTo(paths.signup)} className={authLinkClass}>
          {t("login.signUp")}
        </Link>
      </p>
    </form>
  );
}
