import { can } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { problemMessage } from "../../../lib/problem-message";
import { linkQueryOptions } from "../api/get-link";
import { orgMembersQueryOptions } from "../api/get-org-members";
import { DeliveriesSection } from "./deliveries-section";
import { LinkDetailsForm } from "./link-details-form";
import { LogoField } from "./logo-field";
import { OwnerSection } from "./owner-section";
import { StakeholdersSection } from "./stakeholders-section";

/**
 * Editing one link (agency admins): its names, address and theme, its logo, its owner (Admins change it), who is
 * notified (the owner names them), where it is sent.
 */
export function LinkEditPage({ linkId, user, origin }: { linkId: string; user: TProfile; origin: string }) {
  const { t } = useTranslation("links");
  const orgId = user.org?.id ?? "";
  const link = useQuery(linkQueryOptions(linkId));
  const members = useQuery({ ...orgMembersQueryOptions(orgId), enabled: !!orgId });
  const canManage = can(user.user_type, "links:manage");

  const back = (
    <Link
      to={paths.marketplaceLinks}
      className="inline-flex min-h-11 items-center gap-2 rounded font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t("edit.back")}
    </Link>
  );
  if (link.isPending) return <Spinner label={t("edit.loading")} />;
  if (link.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-3xl font-semibold text-slate-900 dark:text-white">{t("edit.title")}</h1>
        <Alert tone="error">
          {/* An id that is not a link's (400) is as missing as a deleted link. */}
          {problemMessage(link.error, t, "edit.loadFailed", { NOT_FOUND: "edit.notFound", VALIDATION_FAILED: "edit.notFound" })}
        </Alert>
      </div>
    );
  }
  const data = link.data;
  return (
    <div className="flex flex-col gap-10" data-testid="link-edit-page">
      <header>
        {back}
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("edit.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">
          {t("edit.summary", {
            url: data.url,
            surveyType: t(`surveyTypes.${data.survey_type}`),
            duration: t(`durations.${data.stripe_plan_duration}`),
          })}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("edit.planFixed")}</p>
      </header>
      {canManage ? (
        <>
          <LinkDetailsForm key={data.id} link={data} origin={origin} />
          <LogoField link={data} />
          <OwnerSection link={data} members={members.data ?? []} user={user} />
          <StakeholdersSection link={data} members={members.data ?? []} viewerId={user.id} />
          <DeliveriesSection link={data} />
        </>
      ) : (
        <>
          <Alert tone="info">{t("edit.adminsOnly")}</Alert>
          {/* An agent's own link: they see whose it is and name who else reads its answers. */}
          <OwnerSection link={data} members={members.data ?? []} user={user} />
          <StakeholdersSection link={data} members={members.data ?? []} viewerId={user.id} />
        </>
      )}
    </div>
  );
}
