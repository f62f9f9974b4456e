import type { TLinkDraft } from "@planready/contracts/billing/api";
import {
  choosePlan,
  productDurations,
  productForSurveyType,
  planProducts,
  productSurveyTypes,
  type TPlanDuration,
} from "@planready/contracts/billing/plans";
import { normalizeLinkUrl } from "@planready/contracts/links";
import { can } from "@planready/contracts/permissions";
import type { TOrg } from "@planready/contracts/orgs";
import { initialPromoState, promoReducer, type TPromoEvent, type TPromoState } from "@planready/contracts/promo";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import type { TProfile } from "@planready/contracts/users";
import { useReducer, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Field, Select } from "../../../components/ui/form-field";
import { TextField } from "../../../components/ui/text-field";
import { invalidFieldPaths, problemCode, problemMessage, type TProblemKeys } from "../../../lib/problem-message";
import { useCreateCheckout } from "../api/create-checkout";
import { usePrices } from "../api/get-prices";
import { useLinkUrlCheck } from "../../../lib/link-url";
import { priceOf } from "../lib/price-of";
import { usePriceText } from "../hooks/use-price-text";
import { BillingPromoField } from "./billing-promo-field";
import { BuySummary } from "./buy-summary";
import { LinkUrlField } from "./link-url-field";
import { RadioCards } from "./radio-cards";
import { TestModeNotice } from "./test-mode-notice";
import { fieldErrorClass } from "../../../components/ui/field-styles";

const FORM_ID = "buy-link";
const surveyChoices = planProducts.flatMap((product) => productSurveyTypes[product]);

/** The checkout's failures in this page's words (an address taken is marked on its field instead). */
const checkoutProblemKeys: TProblemKeys = {
  CONFLICT: "buy.noPrice",
  FORBIDDEN: "buy.adminOnly",
  INVALID_DISCOUNT_CODE: "promo.invalid",
  PAYMENT_CUSTOMER_MISSING: "buy.noPaymentAccount",
  PAYMENT_PROVIDER_UNAVAILABLE: "buy.failed",
  VALIDATION_FAILED: "buy.priceChanged",
};

/** The promo reducer of contracts, plus a reset when the product changes (a code is checked for one product). */
function purchasePromoReducer(state: TPromoState, event: TPromoEvent | { type: "reset" }): TPromoState {
  return event.type === "reset" ? initialPromoState(null) : promoReducer(state, event);
}

type BuyLinkFormProps = {
  user: TProfile;
  org: TOrg | undefined;
  initialSurveyType: TSurveyType | null;
  initialDuration: TPlanDuration | null;
  origin: string;
};

/**
 * Buying a link (docs/product.md#buying-a-link): survey type, duration (only those offered), the link's address checked live,
 * the names shown on the survey, an optional promo code; then the checkout opens (the provider's page, or the
 * sandbox's) and the link goes live once it is paid.
 */
export function BuyLinkForm({ user, org, initialSurveyType, initialDuration, origin }: BuyLinkFormProps) {
  const { t } = useTranslation("billing");
  const prices = usePrices();
  const priceText = usePriceText();
  const checkout = useCreateCheckout();
  const formRef = useRef<HTMLFormElement>(null);

  const [surveyType, setSurveyType] = useState<TSurveyType>(initialSurveyType ?? "medicare");
  const product = productForSurveyType(surveyType);
  const [durationChoice, setDuration] = useState<TPlanDuration | null>(initialDuration);
  const duration = durationChoice && productDurations[product].includes(durationChoice) ? durationChoice : null;
  const choice = duration ? choosePlan({ surveyType, duration, environment: "other" }) : null;
  const plan = choice?.ok ? choice.plan : null;
  const price = plan ? priceOf(prices.data?.prices, plan) : undefined;

  const [url, setUrl] = useState("");
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const urlCheck = useLinkUrlCheck(url, { taken, purpose: "purchase" });
  // Whose link it is (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md): the buyer unless they
  // buy it for an agent of the agency; the names on the survey follow the owner until edited.
  const [ownerId, setOwnerId] = useState(user.id);
  const members = org?.users ?? [];
  const [firstName, setFirstName] = useState(user.first_name ?? "");
  const [lastName, setLastName] = useState(user.last_name ?? "");
  const [agencyEdit, setAgencyName] = useState<string | null>(null);
  const agencyName = agencyEdit ?? org?.name ?? "";
  // A code the agency applied while onboarding is applied here too (the checkout checks it again for the plan).
  const [promo, dispatchPromo] = useReducer(purchasePromoReducer, null, () => initialPromoState(org?.payment.temp_promo_code ?? null));
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Buying bills the agency's card: its Admins only (contracts permissions org:billing, as the API checks).
  const canBuy = can(user.user_type, "org:billing");

  const chooseSurvey = (next: TSurveyType) => {
    if (productForSurveyType(next) !== product) dispatchPromo({ type: "reset" });
    setSurveyType(next);
  };

  const durationError = !duration ? t("buy.required") : prices.data && !price ? t("buy.noPrice") : null;
  const invalid = {
    duration: !!durationError,
    url: urlCheck.kind === "problem",
    firstName: !firstName.trim(),
    lastName: !lastName.trim(),
  };

  function focusFirstProblem() {
    requestAnimationFrame(() => {
      formRef.current
        ?.querySelector<HTMLElement>('[data-invalid] input, input[aria-invalid="true"], [role="radiogroup"][data-invalid] input')
        ?.focus();
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.values(invalid).some(Boolean) || !duration || !price) {
      setFormError(t("buy.fixErrors"));
      focusFirstProblem();
      return;
    }
    const orgStripeId = org?.payment.stripe_customer_id;
    if (!orgStripeId) {
      setFormError(t("buy.noPaymentAccount"));
      return;
    }
    const draft: TLinkDraft = {
      url: normalizeLinkUrl(url),
      survey_type: surveyType,
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      agency_name: agencyName.trim() || null,
      stripe_plan_duration: duration,
      ...(ownerId !== user.id ? { owner_id: ownerId } : {}),
    };
    checkout.mutate(
      { orgStripeId, priceId: price.price_id, discountCode: promo.kind === "applied" ? promo.code : null, draft },
      {
        onSuccess: (result) => window.location.assign(result.checkout_url),
        onError: (failure) => {
          const code = problemCode(failure);
          if (code === "CONFLICT" && invalidFieldPaths(failure).includes("body.url")) {
            setTaken((before) => new Set([...before, draft.url]));
            setFormError(t("buy.fixErrors"));
            focusFirstProblem();
            return;
          }
          if (code === "INVALID_DISCOUNT_CODE" || code === "DISCOUNT_CODE_USED") dispatchPromo({ type: "reset" });
          setFormError(problemMessage(failure, t, "buy.failed", checkoutProblemKeys));
        },
      },
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-10">
        <form id={FORM_ID} ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-10">
          <RadioCards
            name="survey_type"
            label={t("buy.surveyLegend")}
            value={surveyType}
            onChange={chooseSurvey}
            options={surveyChoices.map((type) => ({
              value: type,
              label: t(`surveyTypes.${type}`),
              detail: t(`plans.${productForSurveyType(type)}`),
            }))}
            columns="sm:grid-cols-2 xl:grid-cols-3"
          />
          <div data-invalid={submitted && invalid.duration ? true : undefined}>
            <RadioCards
              name="duration"
              label={t("buy.durationLegend")}
              value={duration}
              onChange={setDuration}
              options={productDurations[product].map((option) => {
                const optionChoice = choosePlan({ surveyType, duration: option, environment: "other" });
                const optionPrice = optionChoice.ok ? priceOf(prices.data?.prices, optionChoice.plan) : undefined;
                return {
                  value: option,
                  label: t(`durations.${option}`),
                  detail: (
                    <>
                      <span className="block font-medium text-slate-800 tabular-nums dark:text-slate-100">
                        {optionPrice && optionChoice.ok
                          ? priceText(optionPrice, optionChoice.plan)
                          : prices.isPending
                            ? "…"
                            : t("price.unavailable")}
                      </span>
                      {t(`durationHints.${option}`)}
                    </>
                  ),
                  isDisabled: !!prices.data && !optionPrice,
                };
              })}
              columns="sm:grid-cols-3"
            />
            {submitted && durationError ? <p className={`mt-2 ${fieldErrorClass}`}>{durationError}</p> : null}
          </div>
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{t("buy.addressLegend")}</legend>
            <LinkUrlField value={url} onChange={setUrl} check={urlCheck} showProblems={submitted} origin={origin} />
          </fieldset>
          <fieldset className="flex min-w-0 flex-col gap-4">
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">{t("buy.namesLegend")}</legend>
            <p className="-mt-2 text-slate-600 dark:text-slate-300">{t("buy.namesHint")}</p>
            {members.length > 1 ? (
              <Field label={t("buy.ownerLabel")} hint={t("buy.ownerHint")}>
                {(control) => (
                  <Select
                    {...control}
                    name="owner_id"
                    value={ownerId}
                    onChange={(event) => {
                      const next = members.find((m) => m.id === event.target.value);
                      if (!next) return;
                      setOwnerId(next.id);
                      setFirstName(next.first_name ?? "");
                      setLastName(next.last_name ?? "");
                    }}
                  >
                    {members.map((member) => {
                      const name = [member.first_name, member.last_name].filter(Boolean).join(" ") || member.email;
                      return (
                        <option key={member.id} value={member.id}>
                          {member.id === user.id ? t("buy.ownerMe", { name }) : name === member.email ? name : `${name} (${member.email})`}
                        </option>
                      );
                    })}
                  </Select>
                )}
              </Field>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t("buy.firstName")}
                name="first_name"
                autoComplete="given-name"
                value={firstName}
                onChange={setFirstName}
                errorMessage={submitted && invalid.firstName ? t("buy.required") : null}
              />
              <TextField
                label={t("buy.lastName")}
                name="last_name"
                autoComplete="family-name"
                value={lastName}
                onChange={setLastName}
                errorMessage={submitted && invalid.lastName ? t("buy.required") : null}
              />
            </div>
            <TextField
              label={t("buy.agencyName")}
              name="agency_name"
              autoComplete="organization"
              value={agencyName}
              onChange={setAgencyName}
            />
            <p className="rounded-lg bg-slate-100 px-4 py-3 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {t("buy.shownAs")}{" "}
              <strong className="font-semibold text-slate-900 dark:text-white">
                {[firstName.trim(), lastName.trim()].filter(Boolean).join(" ") || "—"}
              </strong>
              {agencyName.trim() ? ` · ${agencyName.trim()}` : ""}
            </p>
          </fieldset>
        </form>
        <section aria-labelledby="promo-heading" className="flex flex-col gap-3">
          <h2 id="promo-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("buy.promoLegend")}
          </h2>
          <BillingPromoField product={product} state={promo} dispatch={dispatchPromo} />
        </section>
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        {prices.data?.provider === "sandbox" ? <TestModeNotice /> : null}
        {canBuy ? null : <Alert tone="warning">{t("buy.adminOnly")}</Alert>}
        <BuySummary
          formId={FORM_ID}
          plan={plan}
          price={price}
          linkUrl={urlCheck.kind === "problem" ? null : normalizeLinkUrl(url)}
          origin={origin}
          promoCode={promo.kind === "applied" ? promo.code : null}
          isSubmitting={checkout.isPending || checkout.isSuccess}
          isDisabled={!canBuy || promo.kind === "validating"}
          error={formError}
        />
      </aside>
    </div>
  );
}
