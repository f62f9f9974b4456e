import { chronicConditions, doTheseApplyCodes, type TDoTheseApplyItem } from "@planready/contracts/surveys/content-items";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { CheckboxCards, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import type { TScreenProps } from "../screen-props";

type TCode = (typeof doTheseApplyCodes)[number];
type TCondition = (typeof chronicConditions)[number];
type TStored = Pick<TDoTheseApplyItem, "id" | "code" | "chronic_condition" | "detail">;

/**
 * Situations that open special plans or enrolment periods, saved as do-these-apply items: one item per ticked
 * situation, and one per chronic condition (an item of code chronic_condition names its condition). "Other" is
 * saved once its detail is written (the API requires it).
 */
export default function DoTheseApplyScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const items = props.content.do_these_apply_responses as TStored[];
  const byCode = (code: TCode) => items.filter((item) => item.code === code);
  // Ticked on this screen but not stored yet: chronic condition (until a condition is chosen) and other (until described).
  const [open, setOpen] = useState<TCode[]>(() => (["chronic_condition", "other"] as const).filter((code) => byCode(code).length > 0));
  const otherItem = byCode("other")[0];
  const [otherDetail, setOtherDetail] = useState(otherItem?.detail ?? "");
  // "Other" is one item with a stable id; its detail is saved 400 ms after typing stops, and at once on Next or
  // when the screen goes away (refs: the timer and the unmount outlive the render that typed).
  const [otherId] = useState(() => otherItem?.id ?? props.newId());
  const otherText = useRef(otherDetail);
  const otherTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { saveItem, deleteItem } = props;
  const flushOther = useCallback(() => {
    if (!otherTimer.current) return;
    clearTimeout(otherTimer.current);
    otherTimer.current = null;
    const detail = otherText.current.trim();
    if (detail) saveItem("doTheseApplyResponses", { id: otherId, code: "other", detail });
    else deleteItem("doTheseApplyResponses", otherId);
  }, [otherId, saveItem, deleteItem]);
  useEffect(() => flushOther, [flushOther]);

  const ticked = [...new Set([...items.map((item) => item.code), ...open])];
  const conditions = byCode("chronic_condition").map((item) => item.chronic_condition as TCondition);
  const { errors, check } = useScreenValidation(() => ({
    conditions: open.includes("chronic_condition") && conditions.length === 0 && t("errors.chronicCondition"),
    other: open.includes("other") && !otherDetail.trim() && t("errors.otherDetail"),
  }));

  const toggle = (code: TCode, checked: boolean) => {
    if (code === "chronic_condition" || code === "other") {
      setOpen((list) => (checked ? [...list, code] : list.filter((item) => item !== code)));
      if (!checked) for (const item of byCode(code)) props.deleteItem("doTheseApplyResponses", item.id);
      if (!checked && code === "other") {
        if (otherTimer.current) clearTimeout(otherTimer.current);
        otherTimer.current = null;
        setOtherDetail("");
        otherText.current = "";
      }
      return;
    }
    if (checked) props.saveItem("doTheseApplyResponses", { id: props.newId(), code });
    else for (const item of byCode(code)) props.deleteItem("doTheseApplyResponses", item.id);
  };

  const toggleCondition = (condition: TCondition, checked: boolean) => {
    const existing = byCode("chronic_condition").find((item) => item.chronic_condition === condition);
    if (checked && !existing)
      props.saveItem("doTheseApplyResponses", { id: props.newId(), code: "chronic_condition", chronic_condition: condition });
    if (!checked && existing) props.deleteItem("doTheseApplyResponses", existing.id);
  };

  const changeOther = (value: string) => {
    setOtherDetail(value);
    otherText.current = value;
    if (otherTimer.current) clearTimeout(otherTimer.current);
    otherTimer.current = setTimeout(flushOther, 400);
  };

  return (
    <ScreenLayout
      {...props}
      title={t("titles.doTheseApply")}
      intro={<p>{t("screens.doTheseApply.intro")}</p>}
      onNext={() => {
        flushOther();
        if (check()) props.goNext();
      }}
    >
      <CheckboxCards
        legend={t("screens.doTheseApply.legend")}
        legendHidden
        hint={t("screens.doTheseApply.hint")}
        options={doTheseApplyCodes.map((value) => ({ value, label: t(`choices.doTheseApply.${value}`) }))}
        values={ticked}
        onToggle={(value, checked) => toggle(value as TCode, checked)}
      >
        {(value) =>
          value === "chronic_condition" ? (
            <CheckboxCards
              legend={t("screens.doTheseApply.conditionsLegend")}
              options={chronicConditions.map((condition) => ({ value: condition, label: t(`choices.chronicCondition.${condition}`) }))}
              values={conditions}
              onToggle={(condition, checked) => toggleCondition(condition as TCondition, checked)}
              error={errors.conditions}
            />
          ) : value === "other" ? (
            <TextInput
              label={t("screens.doTheseApply.otherLabel")}
              maxLength={500}
              value={otherDetail}
              onValueChange={changeOther}
              error={errors.other}
            />
          ) : null
        }
      </CheckboxCards>
    </ScreenLayout>
  );
}
