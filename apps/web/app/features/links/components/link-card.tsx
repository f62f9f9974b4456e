import type { TOrgLink } from "@planready/contracts/billing/api";
import { publicLinkUrl } from "@planready/contracts/links";
import { ExternalLink, Pencil, QrCode, Trash2, Users, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { Badge } from "../../../components/ui/badge";
import { NativeButton as Button, NativeButtonLink as ButtonLink } from "../../../components/ui/native-button";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import { linkOwnerName, renews, statusKey } from "../lib/link-state";
import { CopyButton } from "./copy-button";

type LinkCardProps = {
  link: TOrgLink;
  origin: string;
  canManage: boolean;
  /** The signed-in user: an agent who owns the link names its stakeholders on its page. */
  userId?: string | undefined;
  onCancel: (link: TOrgLink) => void;
  onDelete: (link: TOrgLink) => void;
  /** What a manager can do about a link still waiting for its first payment (the page composes it in). */
  renderPendingAction?: ((link: TOrgLink) => ReactNode) | undefined;
};

const statusTone = { pending: "new", active: "new", ending: "neutral", cancelled: "neutral" } as const;

/** One link of the agency: its address (copy, open), type, plan, state and dates, and what can be done with it. */
export function LinkCard({ link, origin, canManage, userId, onCancel, onDelete, renderPendingAction }: LinkCardProps) {
  const { t, i18n } = useTranslation("links");
  const fullUrl = publicLinkUrl(origin, link.url);
  const status = statusKey(link);
  const owner = linkOwnerName(link);
  const live = link.status === "active";
  const headingId = `link-${link.id}-name`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      data-testid="link-card"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-all text-slate-900 dark:text-white">
            /{link.url}
          </h2>
          {owner ? (
            <p className="text-sm break-words text-slate-700 dark:text-slate-300">
              {[owner, link.agency_name && link.agency_name !== owner ? link.agency_name : null].filter(Boolean).join(" · ")}
            </p>
          ) : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-2">
            {live ? (
              <a
                href={fullUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center gap-1 font-mono break-all text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300"
              >
                {fullUrl}
                <ExternalLink aria-hidden className="size-4 shrink-0" />
                <span className="sr-only">{t("list.opensInNewTab")}</span>
              </a>
            ) : (
              <span className="font-mono break-all text-slate-700 dark:text-slate-300">{fullUrl}</span>
            )}
            <CopyButton value={fullUrl} label={t("copy.label", { url: link.url })} />
          </div>
        </div>
        <Badge tone={statusTone[status]} className="self-start px-3 py-0.5 text-sm">
          {t(`status.${status}`)}
        </Badge>
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{t("list.surveyType")}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{t(`surveyTypes.${link.survey_type}`)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{t("list.plan")}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{link.plan_label}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{t("list.created")}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{formatDate(link.created_at, i18n.language)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{link.ends_at ? t("list.endsOn") : t("list.renews")}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {formatDate(link.ends_at ?? link.next_renewal_at, i18n.language) || t("list.noDate")}
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        {canManage && link.status === "pending" && renderPendingAction ? renderPendingAction(link) : null}
        {canManage ? (
          <ButtonLink href={paths.marketplaceLink(link.id)} variant="secondary" aria-label={t("list.editLabel", { url: link.url })}>
            <Pencil aria-hidden className="size-4" />
            {t("list.edit")}
          </ButtonLink>
        ) : userId && link.owner_id === userId ? (
          <ButtonLink href={paths.marketplaceLink(link.id)} variant="secondary" aria-label={t("list.stakeholdersLabel", { url: link.url })}>
            <Users aria-hidden className="size-4" />
            {t("list.stakeholders")}
          </ButtonLink>
        ) : null}
        {live ? (
          <ButtonLink href={paths.settings.qrCode(link.id)} variant="tertiary" aria-label={t("list.qrLabel", { url: link.url })}>
            <QrCode aria-hidden className="size-4" />
            {t("list.qr")}
          </ButtonLink>
        ) : null}
        {canManage && renews(link) ? (
          <Button variant="quaternary" onPress={() => onCancel(link)} aria-label={t("list.cancelLabel", { url: link.url })}>
            <XCircle aria-hidden className="size-4" />
            {t("list.cancel")}
          </Button>
        ) : null}
        {canManage ? (
          <Button
            variant="ghost"
            onPress={() => onDelete(link)}
            aria-label={t("list.deleteLabel", { url: link.url })}
            className="text-red-700! dark:text-red-300!"
          >
            <Trash2 aria-hidden className="size-4" />
            {t("list.delete")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
