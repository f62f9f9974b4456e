import { agencyStepPath } from "@planready/contracts/onboarding";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { signInEmail } from "../api/sign-in-email";
import { isUserAlreadyExists, useSignUpEmail } from "../api/sign-up-email";
import { emailError, focusFirstInvalid, hasErrors, newPasswordError, type TFieldErrors } from "../lib/validate";
import { PasswordField } from "./password-field";
import { EmailField } from "./email-field";

type Field = "name" | "email" | "password";

/**
 * Sign-up with name, email and password, then sign-in with them. A weak password is explained under the password
 * field. The API answers an address that already has an account exactly as a new one and mails its owner; the
 * sign-in that follows then fails, and the form says to check the inbox (nothing more: the page tells a stranger
 * no more than the API does). 'Email Already Registered' (onEmailTaken) is kept for an answer that says so.
 */
export function SignupForm({
  onEmailTaken,
  initialEmail = "",
  nextPath = agencyStepPath("Name"),
}: {
  onEmailTaken: () => void;
  /** The address to start from (an invite's). */
  initialEmail?: string;
  /** Where the new account goes once signed in: the agency onboarding, or (joining through an invite) the dashboard. */
  nextPath?: string;
}) {
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: initialEmail, password: "" });
  const [errors, setErrors] = useState<TFieldErrors<Field>>({});
  const signUp = useSignUpEmail();
  const [checkInbox, setCheckInbox] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  useKeepTypedValues(formRef, { name: set("name"), email: set("email"), password: set("password") });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: TFieldErrors<Field> = {
      name: values.name.trim() ? undefined : t("errors.nameRequired"),
      email: emailError(values.email, t),
      password: newPasswordError(values.password, t, values.email.trim()),
    };
    setErrors(next);
    if (hasErrors(next)) return focusFirstInvalid(formRef.current);
    setCheckInbox(false);
    signUp.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: async () => {
          try {
            await signInEmail({ email: values.email.trim(), password: values.password });
            window.location.assign(nextPath);
          } catch {
            signUp.reset();
            setCheckInbox(true);
          }
        },
        onError: (error) => {
          if (isUserAlreadyExists(error)) return onEmailTaken();
          if (problemCode(error) === "WEAK_PASSWORD") {
            setErrors({ password: problemMessage(error, t, "errors.generic") });
            focusFirstInvalid(formRef.current);
          }
        },
      },
    );
  }

  const error = signUp.error;
  const formError =
    error && !isUserAlreadyExists(error) && problemCode(error) !== "WEAK_PASSWORD" ? problemMessage(error, t, "errors.generic") : null;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label={t("fields.name")}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set("name")}
        errorMessage={errors.name}
        validationBehavior="aria"
      />
      <EmailField value={values.email} onChange={set("email")} errorMessage={errors.email} />
      <PasswordField
        label={t("fields.password")}
        value={values.password}
        onChange={set("password")}
        autoComplete="new-password"
        description={t("passwordRules")}
        errorMessage={errors.password}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {checkInbox ? <Alert tone="info">{t("signup.checkInbox", { email: values.email.trim() })}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={signUp.isPending || signUp.isSuccess}>
        {t("signup.submit")}
      </Button>
    </form>
  );
}
