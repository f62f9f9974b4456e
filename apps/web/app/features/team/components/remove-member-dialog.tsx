import type { TMember } from "@planready/contracts/team";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ModalDialog } from "../../../components/ui/dialog";
import { Field, Select } from "../../../components/ui/form-field";
import { problemMessage } from "../../../lib/problem-message";
import { useRemoveMember } from "../api/team";
import { memberName } from "../lib/member-name";

/** Removing a member: their sessions end at once; their links go to the member the Admin chooses here. */
export function RemoveMemberDialog({
  member,
  others,
  orgId,
  onClose,
}: {
  member: TMember;
  others: TMember[];
  orgId: string;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation("team");
  const remove = useRemoveMember(orgId);
  const [handOverTo, setHandOverTo] = useState("");
  const [missing, setMissing] = useState(false);
  const name = memberName(member);

  const confirm = () => {
    if (member.link_count > 0 && !handOverTo) return setMissing(true);
    remove.mutate({ userId: member.id, handOverTo: handOverTo || null }, { onSuccess: () => onClose(true) });
  };

  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => (open ? undefined : onClose(false))}
      title={t("remove.title", { name })}
      actions={
        <>
          <Button variant="secondary" onPress={() => onClose(false)}>
            {t("remove.cancel")}
          </Button>
          <Button onPress={confirm} isLoading={remove.isPending}>
            {t("remove.confirm")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{t("remove.body")}</p>
        {member.link_count > 0 ? (
          <>
            <p>{t("remove.handOver", { count: member.link_count })}</p>
            <Field label={t("remove.handOverLabel")} error={missing ? t("remove.choose") : null}>
              {(control) => (
                <Select {...control} value={handOverTo} onChange={(e) => (setHandOverTo(e.target.value), setMissing(false))}>
                  <option value="">{t("remove.choose")}</option>
                  {others.map((other) => (
                    <option key={other.id} value={other.id}>
                      {memberName(other)} ({t(`roles.${other.user_type}`)})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        ) : null}
        {remove.isError ? <Alert tone="error">{problemMessage(remove.error, t, "users.loadError")}</Alert> : null}
      </div>
    </ModalDialog>
  );
}
