import { canGrantRole, canManageMember, grantableRoles } from "@planready/contracts/permissions";
import type { TMember } from "@planready/contracts/team";
import type { TProfile, TUserType } from "@planready/contracts/users";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Select } from "../../../components/ui/form-field";
import { problemMessage } from "../../../lib/problem-message";
import { useChangeRole } from "../api/team";
import { memberName } from "../lib/member-name";
import { RemoveMemberDialog } from "./remove-member-dialog";

/** The members: name, email, role (a menu where the viewer may change it), status, links held, Remove. */
export function MembersList({ user, members }: { user: TProfile; members: TMember[] }) {
  const { t } = useTranslation("team");
  const changeRole = useChangeRole(user.org_id!);
  /** What the last change did, announced in the status line. */
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TMember | null>(null);

  const change = (member: TMember, userType: TUserType) => {
    setDone(null);
    changeRole.mutate(
      { userId: member.id, userType },
      { onSuccess: () => setDone(t("members.roleSaved", { name: memberName(member), role: t(`roles.${userType}`) })) },
    );
  };

  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-3">
      <h2 id="members-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("members.heading")}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {members.map((member) => {
          const name = memberName(member);
          const manageable = canManageMember(user.user_type, member.user_type);
          const roles = grantableRoles(user.user_type);
          return (
            <li
              key={member.id}
              data-testid={`member-${member.email}`}
              className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900 dark:text-white">
                  {name}{" "}
                  {member.id === user.id ? <span className="text-sm text-slate-600 dark:text-slate-300">({t("members.you")})</span> : null}
                </p>
                <p className="text-sm break-all text-slate-600 dark:text-slate-300">{member.email}</p>
                <p className="mt-1 flex flex-wrap gap-2 text-sm text-slate-600 dark:text-slate-300">
                  <Badge tone={member.status === "active" ? "neutral" : "attention"}>{t(`members.status.${member.status}`)}</Badge>
                  <span>{t("members.links", { count: member.link_count })}</span>
                </p>
              </div>
              {manageable && canGrantRole(user.user_type, member.user_type) ? (
                <Select
                  aria-label={t("members.roleLabel", { name })}
                  value={member.user_type}
                  disabled={changeRole.isPending}
                  onChange={(e) => change(member, e.target.value as TUserType)}
                  className="sm:w-52"
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </Select>
              ) : (
                <span className="font-medium text-slate-800 sm:w-52 dark:text-slate-100">{t(`roles.${member.user_type}`)}</span>
              )}
              {manageable && member.id !== user.id ? (
                <Button variant="secondary" aria-label={t("members.removeLabel", { name })} onPress={() => setRemoving(member)}>
                  {t("members.remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <output className="block min-h-6 text-sm text-slate-700 dark:text-slate-200">{done}</output>
      {changeRole.isError ? <Alert tone="error">{problemMessage(changeRole.error, t, "users.loadError")}</Alert> : null}
      {removing ? (
        <RemoveMemberDialog
          member={removing}
          others={members.filter((m) => m.id !== removing.id)}
          orgId={user.org_id!}
          onClose={(removed) => {
            if (removed) setDone(t("remove.done", { name: memberName(removing) }));
            setRemoving(null);
          }}
        />
      ) : null}
    </section>
  );
}
