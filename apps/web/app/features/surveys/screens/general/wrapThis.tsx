import { navigationOf, nextScreen } from "@planready/contracts/surveys/navigation";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import type { TScreenId } from "@planready/contracts/surveys/screens";
import type { TFunction } from "../../../../i18n/translator";
import { useTranslation } from "../../../../i18n/react";
import { textButton } from "../../components/buttons";
import { ScreenLayout } from "../../components/screen-layout";
import { reviewedScreens } from "../../lib/review-path";
import type { TScreenProps } from "../screen-props";

type TNamed = { name?: unknown; drug_name?: unknown; first_name?: unknown; last_name?: unknown; strength?: unknown };

function names(list: readonly TNamed[]): string[] {
  return list
    .map((item) => {
      if (typeof item.drug_name === "string")
        return [item.drug_name, item.strength].filter((part) => typeof part === "string" && part).join(" ");
      if (typeof item.name === "string") return item.name;
      return [item.first_name, item.last_name].filter((part) => typeof part === "string" && part).join(" ");
    })
    .filter(Boolean);
}

/** The answers of one screen, as lines a client can check; empty when unanswered. */
export function summaryOf(screen: TScreenId, c: TSurveyContent, t: TFunction<"surveys">): string[] {
  const choice = (list: string, value: string | null | undefined) => (value ? [t(`choices.${list}.${value}`)] : []);
  const many = (list: string, values: readonly string[] | null | undefined) => (values ?? []).map((value) => t(`choices.${list}.${value}`));
  const line = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" ");
  const present = (...lines: unknown[]) => lines.filter((value): value is string => typeof value === "string" && value !== "");
  switch (screen) {
    case "email":
      return present(c.email);
    case "familiarWithMedicare":
      return choice("familiarWithMedicare", c.familiar_with_medicare);
    case "name":
      return present(line(c.first_name, c.last_name), c.preferred_name && t("screens.wrapThis.preferred", { name: c.preferred_name }));
    case "currentHealthIns":
      return [...many("currentHealthIns", c.current_health_ins), ...present(c.current_health_ins_other, c.medicare_plan)];
    case "medicarePlan":
      return [
        ...many("medicarePlanInterest", c.medicare_plan_interest),
        ...present(
          c.medicare_part_a_date && t("screens.wrapThis.partA", { date: c.medicare_part_a_date }),
          c.medicare_part_b_date && t("screens.wrapThis.partB", { date: c.medicare_part_b_date }),
        ),
      ];
    case "address":
      return present(
        line(c.address_one, c.address_two),
        line(c.city && `${c.city},`, c.state, c.zip),
        c.county && t("screens.wrapThis.county", { county: c.county }),
      );
    case "dob":
    case "lifeDob":
      return [
        ...present(c.dob),
        ...choice("gender", c.gender),
        ...present(
          c.height_inches && t("screens.wrapThis.height", { feet: Math.floor(c.height_inches / 12), inches: c.height_inches % 12 }),
          c.weight_lbs && t("screens.wrapThis.weight", { pounds: c.weight_lbs }),
        ),
      ];
    case "preferredPharmacy":
    case "pharmacy":
      return names(c.pharmacy_responses);
    case "currentPrescriptions":
    case "prescriptions":
      return names(c.prescription_responses);
    case "preferredHospitals":
    case "connecturePreferredHospitals":
    case "hospitals":
      return names(c.hospital_responses);
    case "preferredDoctors":
    case "connecturePreferredDoctors":
    case "doctors":
      return names(c.specialist_responses);
    case "household":
      return names(c.household_members);
    case "medicarePayment":
      return choice("medicarePayment", c.medicare_payment);
    case "doTheseApply":
      return c.do_these_apply_responses.map((item) =>
        item.code === "chronic_condition" && item.chronic_condition
          ? t(`choices.chronicCondition.${item.chronic_condition}`)
          : item.code === "other" && item.detail
            ? item.detail
            : t(`choices.doTheseApply.${item.code}`),
      );
    case "householdIncome":
      return choice("householdIncome", c.household_income);
    case "whyDoYouWantLifeInsurance":
      return [...many("whyLifeInsurance", c.why_life_insurance), ...present(c.why_life_insurance_other)];
    case "tobaccoUse":
      return [...choice("tobaccoUse", c.tobacco_use), ...choice("tobaccoLastUsed", c.tobacco_last_used)];
    case "healthConditions":
      return c.life_health_condition_responses.length
        ? [t("screens.wrapThis.count", { count: c.life_health_condition_responses.length })]
        : [];
    case "desiredCoverageLength":
      return [
        ...present(c.desired_coverage_amount != null && `$${c.desired_coverage_amount.toLocaleString("en-US")}`),
        ...choice("coverageLength", c.desired_coverage_length),
      ];
    case "hasExistingLifeInsurance":
      return c.has_existing_life_insurance == null
        ? []
        : [
            t(c.has_existing_life_insurance ? "choices.yesNo.yes" : "choices.yesNo.no"),
            ...present(
              c.existing_life_coverage_amount != null && `$${c.existing_life_coverage_amount.toLocaleString("en-US")}`,
              c.existing_life_carrier,
            ),
          ];
    case "phoneNumber":
      return [...present(c.phone), ...choice("phoneType", c.phone_type), ...choice("bestTimeToCall", c.best_time_to_call)];
    case "anythingElse":
    case "anythingElseLife":
      return [...present(c.anything_else), ...choice("meetingPreference", c.meeting_preference)];
    default:
      return [];
  }
}

/** The review: every answer by screen, each with a way back to change it; then on to signing or to submitting. */
export default function WrapThisScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const nav = navigationOf(props.response);
  const screens = reviewedScreens(nav);
  // Submitting sends the answers to the agent; a consent form to sign may still follow.
  const then = nextScreen("wrapThis", nav);
  return (
    <ScreenLayout
      {...props}
      title={t("titles.wrapThis")}
      intro={
        <>
          <p>{t("screens.wrapThis.intro")}</p>
          {then === "scopeOfAppointment" || then === "acaConsent" ? <p>{t(`screens.wrapThis.afterSubmit.${then}`)}</p> : null}
        </>
      }
      nextLabel={t("screens.wrapThis.submit")}
    >
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {screens.map((screen) => {
          const lines = summaryOf(screen, props.content, t);
          return (
            <div key={screen} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-4">
              <dt className="col-start-1 font-semibold">{t(`titles.${screen}`)}</dt>
              <dd className="col-start-1 break-words text-slate-800">
                {lines.length ? (
                  lines.map((text, index) => (
                    <span key={`${index}-${text}`} className="block">
                      {text}
                    </span>
                  ))
                ) : (
                  <span className="text-slate-700 italic">{t("screens.wrapThis.notAnswered")}</span>
                )}
              </dd>
              <dd className="col-start-2 row-span-2 row-start-1 self-start">
                <button
                  type="button"
                  className={textButton}
                  aria-label={`${t("screens.wrapThis.edit")}: ${t(`titles.${screen}`)}`}
                  onClick={() => props.editScreen(screen)}
                >
                  {t("screens.wrapThis.edit")}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </ScreenLayout>
  );
}
