import { canManageMember } from "@planready/contracts/permissions";
import type { TInvite } from "@planready/contracts/team";
import type { TProfile } from "@planready/contracts/users";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useRevokeInvite, useSendInvite } from "../api/invites";

/** The pending invites: address, role, who sent it, until when its link works; Resend (a new link for 7 days) and Revoke. */
export function PendingInvites({ user, invites }: { user: TProfile; invites: TInvite[] }) {
  const { t, i18n } = useTranslation("team");
  const resend = useSendInvite(user.org_id!);
  const revoke = useRevokeInvite(user.org_id!);
  const [done, setDone] = useState<string | null>(null);
  const error = resend.error ?? revoke.error;

  return (
    <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
      <h2 id="pending-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("pending.heading")}
      </h2>
      {invites.length === 0 ? <p className="text-slate-600 dark:text-slate-300">{t("pending.none")}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white empty:hidden dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {invites.map((invite) => (
          <li
            key={invite.id}
            data-testid={`invite-${invite.email}`}
            className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-slate-900 dark:text-white">{invite.email}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t("pending.sentBy", { role: t(`roles.${invite.role}`), name: invite.invited_by ?? "" })}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {invite.expired ? (
                  <Badge tone="attention">{t("pending.expired")}</Badge>
                ) : (
                  t("pending.expires", { date: formatDate(invite.expires_at, i18n.language) })
                )}
              </p>
            </div>
            {canManageMember(user.user_type, invite.role) ? (
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  aria-label={t("pending.resendLabel", { email: invite.email })}
                  isLoading={resend.isPending && resend.variables?.email === invite.email}
                  onPress={() =>
                    resend.mutate(
                      { email: invite.email, role: invite.role, locale: invite.locale },
                      { onSuccess: () => setDone(t("invite.resent", { email: invite.email })) },
                    )
                  }
                >
                  {t("pending.resend")}
                </Button>
                <Button
                  variant="tertiary"
                  aria-label={t("pending.revokeLabel", { email: invite.email })}
                  isLoading={revoke.isPending && revoke.variables === invite.id}
                  onPress={() => revoke.mutate(invite.id, { onSuccess: () => setDone(t("pending.revoked", { email: invite.email })) })}
                >
                  {t("pending.revoke")}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <output className="block min-h-6 text-sm text-slate-700 dark:text-slate-200">{done}</output>
      {error ? <Alert tone="error">{problemMessage(error, t, "users.loadError")}</Alert> : null}
    </section>
  );
}
