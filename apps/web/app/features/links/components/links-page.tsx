import type { TOrgLink } from "@planready/contracts/billing/api";
import { can } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { Form, Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { NativeButton as Button, NativeButtonLink as ButtonLink } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { Field, Input } from "../../../components/ui/form-field";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useCancelSubscription } from "../api/cancel-subscription";
import { useDeleteLink } from "../api/delete-link";
import { orgLinksQueryOptions } from "../api/get-org-links";
import { CancelLinkDialog } from "./cancel-link-dialog";
import { DeleteLinkDialog } from "./delete-link-dialog";
import { LinkCard } from "./link-card";

/** The agency's survey links (agents: theirs), searchable through ?searchTerm, with what can be done to each. */
type LinksPageProps = {
  user: TProfile;
  origin: string;
  /** The action offered on a link still waiting for payment (finishing the purchase, from the billing area). */
  renderPendingAction?: (link: TOrgLink) => ReactNode;
};

export function LinksPage({ user, origin, renderPendingAction }: LinksPageProps) {
  const { t, i18n } = useTranslation("links");
  const [params] = useSearchParams();
  const searchTerm = params.get("searchTerm")?.trim() ?? "";
  const orgId = user.org?.id ?? "";
  const links = useQuery({ ...orgLinksQueryOptions(orgId, searchTerm), enabled: !!orgId });
  const canManage = can(user.user_type, "links:manage");
  const cancel = useCancelSubscription();
  const remove = useDeleteLink();
  const [cancelling, setCancelling] = useState<TOrgLink | null>(null);
  const [deleting, setDeleting] = useState<TOrgLink | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    const link = cancelling;
    cancel.mutate(
      { orgId, linkId: link.id },
      {
        onSuccess: () => {
          setCancelling(null);
          const date = formatDate(link.next_renewal_at, i18n.language);
          setNotice(date ? t("cancelDialog.done", { url: link.url, date }) : t("cancelDialog.doneNoDate", { url: link.url }));
        },
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const link = deleting;
    remove.mutate(
      { id: link.id, orgId },
      {
        onSuccess: () => {
          setDeleting(null);
          setNotice(t("deleteDialog.done", { url: link.url }));
        },
      },
    );
  };

  const items = links.data?.links ?? [];
  return (
    <div className="flex flex-col gap-6" data-testid="links-page">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("list.title")}</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("list.intro")}</p>
        </div>
        {canManage ? (
          <ButtonLink href={paths.marketplace} className="shrink-0">
            <Plus aria-hidden className="size-5" />
            {t("list.create")}
          </ButtonLink>
        ) : null}
      </header>

      <search>
        <Form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field id="links-search" label={t("list.searchLabel")} className="flex-1">
            {(control) => (
              <Input
                {...control}
                name="searchTerm"
                type="search"
                defaultValue={searchTerm}
                key={searchTerm}
                placeholder={t("list.searchPlaceholder")}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="size-4" />
            {t("list.search")}
          </Button>
        </Form>
      </search>

      {notice ? <Alert tone="success">{notice}</Alert> : null}

      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {links.isSuccess
          ? searchTerm
            ? t("list.found", { count: items.length, searchTerm })
            : t("list.count", { count: items.length })
          : ""}
        {searchTerm ? (
          <>
            {" "}
            <Link to={paths.marketplaceLinks} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
              {t("list.clear")}
            </Link>
          </>
        ) : null}
      </p>

      {links.isPending && orgId ? (
        <Spinner label={t("list.loading")} />
      ) : links.isError ? (
        <Alert tone="error">{problemMessage(links.error, t, "list.loadFailed")}</Alert>
      ) : items.length === 0 && !searchTerm ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="text-lg text-slate-700 dark:text-slate-200">{t("list.empty")}</p>
          {canManage ? (
            <ButtonLink href={paths.marketplace} className="mt-4">
              {t("list.create")}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((link) => (
            <LinkCard
              key={link.id}
              link={link}
              origin={origin}
              canManage={canManage}
              userId={user.id}
              onCancel={setCancelling}
              onDelete={setDeleting}
              renderPendingAction={renderPendingAction}
            />
          ))}
        </ul>
      )}

      <CancelLinkDialog
        link={cancelling}
        onClose={() => {
          setCancelling(null);
          cancel.reset();
        }}
        onConfirm={confirmCancel}
        isPending={cancel.isPending}
        error={cancel.isError ? problemMessage(cancel.error, t, "cancelDialog.failed", { CONFLICT: "cancelDialog.ended" }) : null}
      />
      <DeleteLinkDialog
        link={deleting}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
        error={remove.isError ? problemMessage(remove.error, t, "deleteDialog.failed", { CONFLICT: "deleteDialog.renews" }) : null}
      />
    </div>
  );
}
