import type { TLink } from "@planready/contracts/links";
import { UserMinus, UserPlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/form-field";
import { problemMessage } from "../../../lib/problem-message";
import type { TOrgMember } from "../api/get-org-members";
import { useChangeStakeholders } from "../api/link-members";
import { memberName as nameOf } from "../lib/member-name";

/**
 * Who is notified of the link's submissions and reads its clients' answers: its owner and the colleagues the owner
 * names (nobody else, Admins included). Only the owner adds and removes them; the owner always stays one.
 */
export function StakeholdersSection({ link, members, viewerId }: { link: TLink; members: readonly TOrgMember[]; viewerId: string }) {
  const { t } = useTranslation("links");
  const isOwner = link.owner_id === viewerId;
  const selectId = useId();
  const change = useChangeStakeholders(link.id);
  const [chosen, setChosen] = useState("");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const current = new Set(link.stakeholders.map((s) => s.user_id));
  const byId = new Map(members.map((m) => [m.id, m]));
  const available = members.filter((m) => !current.has(m.id));
  const last = link.stakeholders.length <= 1;
  const owner = link.owner_id ? byId.get(link.owner_id) : undefined;

  const failed = (error: unknown) =>
    setMessage({
      tone: "error",
      // Adding someone not of the agency, or removing the last one, are the refusals this section can meet.
      text: problemMessage(error, t, "stakeholders.failed", {
        FORBIDDEN: "stakeholders.ownerOnlyShort",
        VALIDATION_FAILED: "stakeholders.notMember",
        CONFLICT: "stakeholders.ownerStays",
      }),
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const member = byId.get(chosen);
    if (!member) return setMessage({ tone: "error", text: t("stakeholders.choose") });
    setMessage(null);
    change.mutate(
      { userIds: [member.id], change: "add" },
      {
        onSuccess: () => {
          setChosen("");
          setMessage({ tone: "success", text: t("stakeholders.added", { name: nameOf(member) }) });
        },
        onError: failed,
      },
    );
  };
  const removeOne = (userId: string, name: string) => {
    setMessage(null);
    change.mutate(
      { userIds: [userId], change: "remove" },
      { onSuccess: () => setMessage({ tone: "success", text: t("stakeholders.removed", { name }) }), onError: failed },
    );
  };

  return (
    <section aria-labelledby="stakeholders-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="stakeholders-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("stakeholders.title")}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("stakeholders.intro")}</p>
      </div>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {link.stakeholders.map(({ user_id }) => {
          const member = byId.get(user_id);
          const name = member ? nameOf(member) : t("stakeholders.unknown");
          const isTheOwner = user_id === link.owner_id;
          return (
            <li key={user_id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900 dark:text-white">{name}</span>
                {member && name !== member.email ? (
                  <span className="block text-sm break-all text-slate-600 dark:text-slate-300">{member.email}</span>
                ) : null}
                {isTheOwner ? (
                  <span className="mt-1 block text-sm font-medium text-brand-700 dark:text-brand-300">{t("stakeholders.ownerBadge")}</span>
                ) : null}
              </span>
              {isOwner && !isTheOwner ? (
                <Button
                  variant="ghost"
                  isDisabled={last || change.isPending}
                  onPress={() => removeOne(user_id, name)}
                  aria-label={t("stakeholders.removeLabel", { name })}
                >
                  <UserMinus aria-hidden className="size-4" />
                  {t("stakeholders.remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {!isOwner ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="stakeholders-owner-only">
          {owner ? t("stakeholders.ownerOnly", { name: nameOf(owner) }) : t("stakeholders.ownerOnlyShort")}
        </p>
      ) : available.length ? (
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field id={selectId} label={t("stakeholders.addLabel")} className="flex-1">
            {(control) => (
              <Select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">{t("stakeholders.choosePlaceholder")}</option>
                {available.map((member) => (
                  <option key={member.id} value={member.id}>
                    {nameOf(member) === member.email ? member.email : `${nameOf(member)} (${member.email})`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="secondary" isLoading={change.isPending}>
            <UserPlus aria-hidden className="size-4" />
            {t("stakeholders.add")}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("stakeholders.everyone")}</p>
      )}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </section>
  );
}
