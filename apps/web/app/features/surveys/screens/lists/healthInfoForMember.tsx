import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards, SelectInput, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import type { TScreenProps } from "../screen-props";
import { householdWrites, type TMember } from "./household-writes";
import { otherCoverageKinds, parseDollars, yesNo } from "./item-rules";

/**
 * aca: the health answers that change a Marketplace quote, per person seeking coverage (or everyone, when no one
 * was marked): tobacco use, pregnancy, other coverage and their own income. Each answer is a PUT of that one
 * field of that member, queued with a fresh rev.
 */
export default function HealthInfoForMemberScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const members = props.content.household_members;
  // household.ts membersUnderCoverage, without its zod module.
  const covered = members.filter((member) => member.seeking_coverage === true);
  const shown = covered.length > 0 ? covered : members;
  const writes = householdWrites(props);

  return (
    <ScreenLayout {...props} title={t("titles.healthInfoForMember")} intro={t("lists.healthInfo.intro")}>
      {members.length === 0 ? <p className="mt-6 text-lg text-slate-800">{t("lists.healthInfo.noMembers")}</p> : null}
      {members.length > 0 && covered.length === 0 ? <p className="mt-6 text-lg text-slate-800">{t("lists.healthInfo.everyone")}</p> : null}
      {shown.map((member) => (
        <MemberHealth key={member.id} member={member} onAnswer={(answers) => writes.update(member.id, answers)} />
      ))}
    </ScreenLayout>
  );
}

function MemberHealth({ member, onAnswer }: { member: TMember; onAnswer: (answers: Partial<Omit<TMember, "id">>) => void }) {
  const { t } = useTranslation("surveys");
  const name = [member.first_name, member.last_name].filter(Boolean).join(" ");
  const th = (key: string) => t(`lists.healthInfo.${key}`, { name: member.first_name });
  const [income, setIncome] = useState(member.income == null ? "" : String(member.income));
  const incomeBad = income.trim() !== "" && parseDollars(income, 10_000_000) === null;
  const yesNoOptions = [
    { value: "yes", label: t("lists.item.yes") },
    { value: "no", label: t("lists.item.no") },
  ];

  return (
    <section aria-label={name} className="mt-8 rounded-xl border-2 border-slate-400 bg-white p-4">
      <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
      <ChoiceCards
        legend={th("tobacco")}
        name={`tobacco-${member.id}`}
        value={yesNo.toValue(member.tobacco_use)}
        options={yesNoOptions}
        onValueChange={(value) => onAnswer({ tobacco_use: yesNo.fromValue(value) })}
      />
      {member.gender === "male" ? null : (
        <ChoiceCards
          legend={th("pregnant")}
          name={`pregnant-${member.id}`}
          value={yesNo.toValue(member.pregnant)}
          options={yesNoOptions}
          onValueChange={(value) => onAnswer({ pregnant: yesNo.fromValue(value) })}
        />
      )}
      <ChoiceCards
        legend={th("otherCoverage")}
        name={`other-coverage-${member.id}`}
        value={yesNo.toValue(member.has_other_coverage)}
        options={yesNoOptions}
        onValueChange={(value) => {
          const has = yesNo.fromValue(value);
          onAnswer(has ? { has_other_coverage: true } : { has_other_coverage: false, other_coverage_kind: null });
        }}
      />
      {member.has_other_coverage ? (
        <SelectInput
          label={th("otherCoverageKind")}
          placeholder={t("lists.item.choose")}
          value={member.other_coverage_kind ?? ""}
          options={otherCoverageKinds.map((value) => ({ value, label: t(`lists.healthInfo.kinds.${value}`) }))}
          onValueChange={(value) => onAnswer({ other_coverage_kind: otherCoverageKinds.find((kind) => kind === value) ?? null })}
        />
      ) : null}
      <TextInput
        label={th("income")}
        hint={th("incomeHint")}
        prefix="$"
        inputMode="numeric"
        autoComplete="off"
        value={income}
        error={incomeBad ? t("lists.household.incomeInvalid") : null}
        onValueChange={(value) => {
          setIncome(value);
          const amount = parseDollars(value, 10_000_000);
          if (value.trim() === "" || amount !== null) onAnswer({ income: value.trim() === "" ? null : amount });
        }}
      />
    </section>
  );
}
