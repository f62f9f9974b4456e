import { ageOn } from "@planready/contracts/surveys/dob";
import { taxFilingStatusChoices } from "@planready/contracts/surveys/choices";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { SelectInput, TextInput } from "../../components/inputs";
import { itemButton } from "../../components/item-list";
import type { TScreenProps } from "../screen-props";
import { HouseholdMemberEditor, type TMemberDraft } from "./household-member-editor";
import { parseDollars } from "./item-rules";
import { ListScreen, toDraft } from "./list-screen";
import { householdWrites, type TMember } from "./household-writes";

/**
 * aca: everyone in the tax household (the Marketplace asks about all of them and quotes those seeking coverage),
 * with the household's expected income and filing status. Members are written through the ACA household
 * endpoints, each write queued with a client id and a fresh rev.
 */
export default function HouseholdScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const th = (key: string, options?: Record<string, unknown>) => t(`lists.household.${key}`, options ?? {});
  const { content } = props;
  const members = content.household_members;
  const writes = householdWrites(props);
  const [income, setIncome] = useState(content.annual_income == null ? "" : String(content.annual_income));
  const [warned, setWarned] = useState(false);
  const selfTaken = members.some((m) => m.relationship === "self");
  const incomeBad = income.trim() !== "" && parseDollars(income, 10_000_000) === null;

  const addSelf = () =>
    writes.save({
      id: props.newId(),
      first_name: content.first_name ?? "",
      last_name: content.last_name,
      relationship: "self",
      dob: content.dob,
      gender: content.gender,
      seeking_coverage: true,
    });

  return (
    <ListScreen<(typeof members)[number], TMemberDraft>
      screenProps={props}
      title={t("titles.household")}
      intro={th("intro")}
      // The editor hands over complete members only (a relationship chosen): see toMember.
      store={{ save: (member: TMemberDraft) => writes.save(member as TMember), remove: writes.remove }}
      section={null}
      items={members}
      toDraft={(member): TMemberDraft => toDraft(member)}
      newDraft={(id): TMemberDraft => ({ id, first_name: "", relationship: selfTaken ? "" : "self", seeking_coverage: null })}
      describe={(m) => {
        const age = m.dob ? ageOn(m.dob) : null;
        return {
          title: [m.first_name, m.last_name].filter(Boolean).join(" "),
          details: [
            [th(`relationships.${m.relationship}`), age === null ? null : th("age", { age })].filter(Boolean).join(" · "),
            m.seeking_coverage === true ? th("seekingTag") : m.seeking_coverage === false ? th("notSeekingTag") : null,
          ],
        };
      }}
      labels={{ list: th("listLabel"), empty: warned && members.length === 0 ? th("needSomeone") : th("empty"), add: th("add") }}
      quickAdd={
        !selfTaken && content.first_name ? (
          <button type="button" className={itemButton.primary} onClick={addSelf}>
            {th("addSelf")}
          </button>
        ) : null
      }
      renderEditor={({ key, ...editor }) => <HouseholdMemberEditor key={key} {...editor} selfTaken={selfTaken} />}
      onNext={() => {
        // An empty household is worth one reminder, never a wall: the client may still go on.
        if (members.length === 0 && !warned) return setWarned(true);
        if (members.length > 0 && content.household_size !== members.length) props.save({ household_size: members.length });
        props.goNext();
      }}
      after={
        <div className="mt-8 border-t-2 border-slate-200 pt-2">
          <TextInput
            label={th("householdIncome")}
            hint={th("householdIncomeHint")}
            prefix="$"
            inputMode="numeric"
            autoComplete="off"
            value={income}
            error={incomeBad ? th("incomeInvalid") : null}
            onValueChange={(value) => {
              setIncome(value);
              const amount = parseDollars(value, 10_000_000);
              if (value.trim() === "" || amount !== null) props.save({ annual_income: value.trim() === "" ? null : amount });
            }}
          />
          <SelectInput
            label={th("filing")}
            placeholder={t("lists.item.choose")}
            value={content.tax_filing_status ?? ""}
            options={taxFilingStatusChoices.map((value) => ({ value, label: th(`filingStatuses.${value}`) }))}
            onValueChange={(value) =>
              props.save({ tax_filing_status: value === "" ? null : (value as (typeof taxFilingStatusChoices)[number]) })
            }
          />
        </div>
      }
    />
  );
}
