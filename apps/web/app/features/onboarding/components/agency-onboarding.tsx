import { agencyStepPath, parseAgencyStep } from "@planready/contracts/onboarding";
import { can } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { orgQueryOptions } from "../api/get-org";
import { AgencyAddressStep } from "./agency-address-step";
import { AgencyDiscountStep } from "./agency-discount-step";
import { AgencyNameStep } from "./agency-name-step";
import { RedirectToStep } from "./redirect-to-step";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

type AgencyOnboardingProps = {
  profile: TProfile;
  step: string | null;
  /** Re-reads the session profile after a change it carries (the organisation name). */
  refreshProfile: () => Promise<void>;
};

/** /onboarding/agency?step=Name|Address|Discount (docs/product.md#agency-onboarding). Steps already done can still be revisited. */
export function AgencyOnboarding({ profile, step, refreshProfile }: AgencyOnboardingProps) {
  const returnTo = useOnboardingReturnTo();
  const { t } = useTranslation("onboarding");
  const orgId = profile.org?.id ?? "";
  const org = useQuery({ ...orgQueryOptions(orgId), enabled: !!orgId });
  const current = parseAgencyStep(step);

  if (!current) return <RedirectToStep to={agencyStepPath("Name", returnTo)} />;
  if (!orgId || org.isError) return <Alert tone="error">{t("loadFailed")}</Alert>;
  if (!org.data) return <Spinner label={t("loading")} className="py-16" />;

  // Keyed by step so each step starts from the saved values, and its heading takes focus.
  switch (current) {
    case "Name":
      return <AgencyNameStep key="Name" org={org.data} onSaved={refreshProfile} />;
    case "Address":
      return <AgencyAddressStep key="Address" org={org.data} />;
    case "Discount":
      return <AgencyDiscountStep key="Discount" org={org.data} canApplyCode={can(profile.user_type, "org:billing")} />;
  }
}
