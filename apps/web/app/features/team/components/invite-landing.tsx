import type { TInviteLookup } from "@planready/contracts/team";
import type { TProfile } from "@planready/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { problemMessage } from "../../../lib/problem-message";
import { signOut } from "../../../lib/sign-out";
import { acceptInvite } from "../api/invites";
import { rememberInviteForSignUp } from "../lib/invite-cookie";

type Props = {
  inviteId: string;
  token: string | null;
  lookup: TInviteLookup;
  user: TProfile | null;
  /** The sign-up (Google and the form) a signed-out visitor joins through. */
  signUp: ReactNode;
};

/**
 * The page an invite email opens. Signed out: who invites, to which agency and role, and the sign-up that joins it
 * (the invite travels with it in a cookie). Signed in to another agency: told so, nothing moves; sign out to join
 * with a new account. Signed in without an agency: Join.
 */
export function InviteLanding({ inviteId, token, lookup, user, signUp }: Props) {
  const { t } = useTranslation("team");
  const valid = lookup.valid ? lookup : null;
  const agency = valid?.org_name ?? t("landing.anAgency");
  const accept = useMutation({
    mutationFn: () => acceptInvite(inviteId, token!),
    onSuccess: () => window.location.assign(paths.dashboard),
  });
  useEffect(() => {
    if (valid && token && !user) rememberInviteForSignUp(inviteId, token);
  }, [valid, token, user, inviteId]);

  if (!valid) {
    return (
      <Card heading={t("landing.invalidHeading")}>
        <p>{t("landing.invalid")}</p>
        <ButtonLink href={paths.home} variant="secondary" className="self-start">
          {t("landing.toHome")}
        </ButtonLink>
      </Card>
    );
  }
  const role = t(`roles.${valid.role}`);
  const intro = valid.inviter_name
    ? t("landing.intro", { inviter: valid.inviter_name, email: valid.email, role })
    : t("landing.introNoInviter", { email: valid.email, role });
  return (
    <Card heading={t("landing.heading", { agency })}>
      <p className="text-lg">{intro}</p>
      {!user ? (
        <>
          <p>{t("landing.createAccount")}</p>
          {signUp}
        </>
      ) : user.org_id ? (
        <MemberOrElsewhere user={user} agency={agency} here={user.org_id === valid.org_id} />
      ) : (
        <>
          {accept.isError ? <Alert tone="error">{problemMessage(accept.error, t, "landing.invalid")}</Alert> : null}
          <Button onPress={() => accept.mutate()} isLoading={accept.isPending || accept.isSuccess} className="self-start">
            {t("landing.accept", { agency })}
          </Button>
        </>
      )}
    </Card>
  );
}

/** A signed-in visitor who belongs to an agency: the same one (go to the dashboard) or another (told, sign out). */
function MemberOrElsewhere({ user, agency, here }: { user: TProfile; agency: string; here: boolean }) {
  const { t } = useTranslation("team");
  if (here) {
    return (
      <>
        <p>{t("landing.member", { agency })}</p>
        <ButtonLink href={paths.dashboard} className="self-start">
          {t("landing.toDashboard")}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Alert tone="info">{t("landing.otherAgency", { email: user.email, agency })}</Alert>
      <Button variant="secondary" className="self-start" onPress={() => signOut(`${window.location.pathname}${window.location.search}`)}>
        {t("landing.signOut")}
      </Button>
    </>
  );
}

function Card({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{heading}</h1>
      {children}
    </section>
  );
}
