import { useTranslation } from "../../../../i18n/react";
import type { TScreenProps } from "../screen-props";
import { HealthConditionEditor, type THealthConditionDraft } from "./health-condition-editor";
import { ListScreen, toDraft } from "./list-screen";

/** life: the health conditions an underwriter asks about, each with the year diagnosed and its treatment. */
export default function HealthConditionsScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const tc = (key: string, options?: Record<string, unknown>) => t(`lists.conditions.${key}`, options ?? {});
  return (
    <ListScreen
      screenProps={props}
      title={t("titles.healthConditions")}
      intro={tc("intro")}
      store={{ collection: "lifeHealthConditionResponses" }}
      section={null}
      items={props.content.life_health_condition_responses}
      toDraft={(item): THealthConditionDraft => toDraft(item)}
      newDraft={(id): THealthConditionDraft => ({ id, condition: "" })}
      describe={(item) => ({
        title: item.condition === "other" && item.condition_other ? item.condition_other : tc(`names.${item.condition}`),
        details: [item.diagnosed_year ? tc("diagnosed", { year: item.diagnosed_year }) : null, item.treatment],
      })}
      labels={{ list: tc("listLabel"), empty: tc("empty"), add: tc("add"), none: tc("none") }}
      renderEditor={({ key, ...editor }) => <HealthConditionEditor key={key} {...editor} />}
    />
  );
}
