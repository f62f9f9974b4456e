import type { TLink } from "@planready/contracts/links";
import { can } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { UserCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/form-field";
import { problemMessage } from "../../../lib/problem-message";
import { useChangeLinkOwner } from "../api/change-link-owner";
import type { TOrgMember } from "../api/get-org-members";
import { memberName } from "../lib/member-name";

/**
 * The agent the link belongs to: they and the stakeholders they name read its clients' answers, nobody else
 * (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md). An Admin may give it to someone else.
 */
export function OwnerSection({ link, members, user }: { link: TLink; members: readonly TOrgMember[]; user: TProfile }) {
  const { t } = useTranslation("links");
  const selectId = useId();
  const change = useChangeLinkOwner(link.id);
  const [chosen, setChosen] = useState("");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const owner = members.find((m) => m.id === link.owner_id);
  const ownerName = owner ? memberName(owner) : null;
  const mayChange = can(user.user_type, "links:change_owner");
  const others = members.filter((m) => m.id !== link.owner_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = members.find((m) => m.id === chosen);
    if (!next) return setMessage({ tone: "error", text: t("owner.choose") });
    setMessage(null);
    change.mutate(next.id, {
      onSuccess: () => {
        setChosen("");
        setMessage({ tone: "success", text: t("owner.changed", { name: memberName(next) }) });
      },
      onError: (error) =>
        setMessage({
          tone: "error",
          text: problemMessage(error, t, "owner.failed", { FORBIDDEN: "owner.adminsOnly", VALIDATION_FAILED: "stakeholders.notMember" }),
        }),
    });
  };

  return (
    <section aria-labelledby="owner-heading" className="flex flex-col gap-4" data-testid="link-owner">
      <div>
        <h2 id="owner-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("owner.title")}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("owner.intro")}</p>
      </div>
      <p className="rounded-xl border border-slate-200 px-4 py-3 text-slate-900 dark:border-slate-700 dark:text-white">
        {ownerName
          ? t("owner.current", { name: link.owner_id === user.id ? t("owner.you", { name: ownerName }) : ownerName })
          : t("owner.none")}
      </p>
      {mayChange && others.length ? (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field id={selectId} label={t("owner.changeLabel")} hint={t("owner.changeHint")} className="flex-1">
            {(control) => (
              <Select {...control} name="owner_id" value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">{t("owner.choosePlaceholder")}</option>
                {others.map((member) => (
                  <option key={member.id} value={member.id}>
                    {memberName(member) === member.email ? member.email : `${memberName(member)} (${member.email})`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="secondary" isLoading={change.isPending}>
            <UserCheck aria-hidden className="size-4" />
            {t("owner.change")}
          </Button>
        </form>
      ) : mayChange ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("owner.adminsOnly")}</p>
      )}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </section>
  );
}
