import { can } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useTeam } from "../api/team";
import { InviteForm } from "./invite-form";
import { MembersList } from "./members-list";
import { PendingInvites } from "./pending-invites";

/** Users (/settings/user-management): invite people, change roles, remove members; a tab to the audit log. */
export function UserManagementPage({ user }: { user: TProfile }) {
  const { t } = useTranslation("team");
  const allowed = !!user.org_id && can(user.user_type, "users:manage");
  return (
    <div className="flex max-w-4xl flex-col gap-8" data-testid="user-management">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("users.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("users.intro")}</p>
      </header>
      {allowed ? <Tabs showAudit={can(user.user_type, "audit:read")} /> : null}
      {allowed ? <Team user={user} /> : <Alert tone="info">{t("users.notAllowed")}</Alert>}
    </div>
  );
}

function Tabs({ showAudit }: { showAudit: boolean }) {
  const { t } = useTranslation("team");
  const tab = "inline-flex min-h-11 items-center border-b-2 px-3 font-medium";
  return (
    <nav aria-label={t("users.tabs.label")} className="flex gap-2 border-b border-slate-200 dark:border-slate-800">
      <Link to={paths.settings.users} aria-current="page" className={`${tab} border-brand-600 text-brand-700 dark:text-brand-300`}>
        {t("users.tabs.members")}
      </Link>
      {showAudit ? (
        <Link to={paths.settings.auditLog} className={`${tab} border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-200`}>
          {t("users.tabs.auditLog")}
        </Link>
      ) : null}
    </nav>
  );
}

function Team({ user }: { user: TProfile }) {
  const { t } = useTranslation("team");
  const team = useTeam(user.org_id!);
  if (team.isPending) return <Spinner label={t("members.heading")} className="py-10" />;
  if (team.isError) {
    return (
      <Alert tone="error">
        <p>{t("users.loadError")}</p>
        <Button variant="secondary" className="mt-3" onPress={() => void team.refetch()}>
          {t("users.retry")}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <InviteForm user={user} />
      <MembersList user={user} members={team.data.members} />
      <PendingInvites user={user} invites={team.data.invites} />
    </>
  );
}
