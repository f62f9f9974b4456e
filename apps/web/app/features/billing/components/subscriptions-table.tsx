import type { TSubscription } from "@planready/contracts/billing/api";
import { planFromKey } from "@planready/contracts/billing/plans";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/format";
import { useUpdateSubscription } from "../api/update-subscription";
import { usePlanText, usePriceText } from "../hooks/use-price-text";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { BillingCell, billingRowClass, BillingTable } from "./billing-table";

const renewing: readonly TSubscription["status"][] = ["active", "trialing", "past_due", "unpaid", "incomplete"];

type SubscriptionsTableProps = {
  orgId: string;
  subscriptions: readonly TSubscription[];
  caption: string;
  canManage: boolean;
};

/** One row per link's subscription: plan, price, status, next renewal, and cancel or resume. */
export function SubscriptionsTable({ orgId, subscriptions, caption, canManage }: SubscriptionsTableProps) {
  const { t, i18n } = useTranslation("billing");
  const planText = usePlanText();
  const priceText = usePriceText();
  const update = useUpdateSubscription();
  const [confirming, setConfirming] = useState<TSubscription | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const nameOf = (sub: TSubscription | null) => (sub?.link_url ? `/${sub.link_url}` : t("settings.subscriptions.noLink"));

  const act = (sub: TSubscription, action: "cancel" | "resume") => {
    if (!sub.link_id) return;
    setMessage(null);
    update.mutate(
      { orgId, linkId: sub.link_id, action },
      {
        onSuccess: (updated) => {
          setConfirming(null);
          const date = formatDate(updated.subscription.current_period_end ?? sub.current_period_end, i18n.language);
          setMessage({
            tone: "success",
            text:
              action === "cancel"
                ? t("settings.subscriptions.cancelled", { link: nameOf(sub), date })
                : t("settings.subscriptions.resumed", { link: nameOf(sub) }),
          });
        },
        onError: () => {
          setConfirming(null);
          setMessage({ tone: "error", text: t("settings.subscriptions.actionFailed") });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <BillingTable
        caption={caption}
        columns={[
          { label: t("settings.subscriptions.link") },
          { label: t("settings.subscriptions.plan") },
          { label: t("settings.subscriptions.price") },
          { label: t("settings.subscriptions.status") },
          { label: t("settings.subscriptions.renews") },
          ...(canManage ? [{ label: t("settings.subscriptions.actions"), labelHidden: true }] : []),
        ]}
      >
        {subscriptions.map((sub) => {
          const plan = planFromKey(sub.plan_key);
          const end = formatDate(sub.current_period_end, i18n.language);
          const live = renewing.includes(sub.status);
          return (
            <tr key={sub.id} data-testid={`subscription-${sub.link_url ?? sub.id}`} className={billingRowClass}>
              <BillingCell
                label={t("settings.subscriptions.link")}
                rowHeader
                className="font-medium break-all text-slate-900 dark:text-white"
              >
                {nameOf(sub)}
              </BillingCell>
              <BillingCell label={t("settings.subscriptions.plan")}>{plan ? planText(plan) : sub.plan_label}</BillingCell>
              <BillingCell label={t("settings.subscriptions.price")} className="tabular-nums">
                {priceText(sub, plan)}
              </BillingCell>
              <BillingCell label={t("settings.subscriptions.status")}>
                <Badge tone={sub.cancel_at_period_end || !live ? "neutral" : "new"} className="px-2 py-0.5 text-sm">
                  {sub.cancel_at_period_end && live
                    ? t("settings.subscriptions.statuses.cancelling", { date: end })
                    : t(`settings.subscriptions.statuses.${sub.status}`)}
                </Badge>
              </BillingCell>
              <BillingCell label={t("settings.subscriptions.renews")} className="tabular-nums">
                {!live || !end
                  ? t("settings.subscriptions.noRenewal")
                  : sub.cancel_at_period_end
                    ? t("settings.subscriptions.endsOn", { date: end })
                    : end}
              </BillingCell>
              {canManage ? (
                <td className="block px-4 pt-2 pb-1 sm:table-cell sm:py-2 sm:text-right">
                  {live && sub.link_id ? (
                    sub.cancel_at_period_end ? (
                      <Button
                        variant="secondary"
                        aria-label={t("settings.subscriptions.resumeLabel", { link: nameOf(sub) })}
                        onPress={() => act(sub, "resume")}
                        isLoading={update.isPending && update.variables?.linkId === sub.link_id}
                      >
                        {t("settings.subscriptions.resume")}
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        aria-label={t("settings.subscriptions.cancelLabel", { link: nameOf(sub) })}
                        onPress={() => setConfirming(sub)}
                      >
                        {t("settings.subscriptions.cancel")}
                      </Button>
                    )
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </BillingTable>
      <CancelSubscriptionDialog
        subscription={confirming}
        linkName={nameOf(confirming)}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && act(confirming, "cancel")}
        isPending={update.isPending}
      />
    </div>
  );
}
