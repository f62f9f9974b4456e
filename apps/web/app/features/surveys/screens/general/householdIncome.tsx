import { householdIncomeChoices } from "@planready/contracts/surveys/choices";
import type { TScreenProps } from "../screen-props";
import { ChoiceScreen } from "./choice-screen";

export default function HouseholdIncomeScreen(props: TScreenProps) {
  return <ChoiceScreen props={props} field="household_income" list="householdIncome" choices={householdIncomeChoices} />;
}
