import { grantableRoles } from "@planready/contracts/permissions";
import { appLocales, type TAppLocale, type TProfile, type TUserType } from "@planready/contracts/users";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field, Input, Select } from "../../../components/ui/form-field";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { useSendInvite } from "../api/invites";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite by email with a role up to the inviter's own, the email in the chosen language (the inviter's by default). */
export function InviteForm({ user }: { user: TProfile }) {
  const { t } = useTranslation("team");
  const send = useSendInvite(user.org_id!);
  const roles = grantableRoles(user.user_type);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TUserType>("Agent");
  const [locale, setLocale] = useState<TAppLocale>(user.locale);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setEmailError(t("invite.emailInvalid"));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    send.mutate(
      { email: address, role, locale },
      {
        onSuccess: ({ resent }) => {
          setDone(t(resent ? "invite.resent" : "invite.sent", { email: address.toLowerCase() }));
          setEmail("");
        },
        onError: (error) => {
          if (problemCode(error) === "VALIDATION_FAILED") setEmailError(t("invite.emailInvalid"));
        },
      },
    );
  }

  const formError = send.error && problemCode(send.error) !== "VALIDATION_FAILED" ? problemMessage(send.error, t, "users.loadError") : null;
  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="invite-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("invite.heading")}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field label={t("invite.email")} error={emailError}>
          {(control) => (
            <Input
              {...control}
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("invite.role")} hint={t(`roleHints.${role}`)}>
            {(control) => (
              <Select {...control} name="role" value={role} onChange={(e) => setRole(e.target.value as TUserType)}>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("invite.language")}>
            {(control) => (
              <Select {...control} name="locale" value={locale} onChange={(e) => setLocale(e.target.value as TAppLocale)}>
                {appLocales.map((l) => (
                  <option key={l} value={l}>
                    {t(`languages.${l}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("invite.expiry")}</p>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <output className="block min-h-6 text-sm text-slate-700 dark:text-slate-200">{done}</output>
        <Button type="submit" className="self-start" isLoading={send.isPending}>
          {t("invite.send")}
        </Button>
      </form>
    </section>
  );
}
