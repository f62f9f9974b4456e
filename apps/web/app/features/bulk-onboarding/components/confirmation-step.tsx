import { bulkAreaHome, partnerQuery, type TBulkArea, type TBulkOnboardingState } from "@planready/contracts/bulk-onboarding";
import { CircleCheck } from "lucide-react";
import { useLocation } from "react-router";
import { ButtonLink } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/react";
import { StepHeading } from "./step-heading";

/** The area's home: the CRM's opens on the book of business; the partner's keeps the partner's parameters. */
function homeHref(area: TBulkArea, search: string): string {
  if (area === "crm") return `${bulkAreaHome.crm}?tab=book-of-business`;
  const kept = partnerQuery(search);
  return `${bulkAreaHome.connecture}${kept ? `?${kept}` : ""}`;
}

/** The area's settings: the CRM's page, the partner home's settings tab. */
function settingsHref(area: TBulkArea, search: string): string {
  if (area === "crm") return "/crm/settings";
  const kept = partnerQuery(search);
  return `${bulkAreaHome.connecture}?tab=settings${kept ? `&${kept}` : ""}`;
}

/** Step 4: done — the live link, and the way into the area's home (its book of business). */
export function ConfirmationStep({ area, state, origin }: { area: TBulkArea; state: TBulkOnboardingState; origin: string }) {
  const { t } = useTranslation("bulkOnboarding");
  const { search } = useLocation();
  const url = state.link ? `${origin}/${state.link.url}` : null;
  return (
    <div className="flex w-full max-w-xl flex-col gap-6">
      <StepHeading current={4} heading={t("confirmation.heading")} />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-green-300 bg-green-50 p-6 text-center dark:border-green-800 dark:bg-green-950">
        <CircleCheck aria-hidden className="size-10 text-green-700 dark:text-green-300" />
        <p className="text-slate-800 dark:text-slate-100">{t(`confirmation.body.${area}`)}</p>
        {url ? (
          <p className="flex flex-col gap-1">
            <span className="text-sm text-slate-600 dark:text-slate-300">{t("confirmation.link")}</span>
            <span className="font-mono font-semibold break-all text-slate-900 dark:text-white" data-testid="area-link">
              {url}
            </span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink href={settingsHref(area, search)} variant="secondary">
          {t("confirmation.settings")}
        </ButtonLink>
        <ButtonLink href={homeHref(area, search)}>{t(`confirmation.toHome.${area}`)}</ButtonLink>
      </div>
    </div>
  );
}
