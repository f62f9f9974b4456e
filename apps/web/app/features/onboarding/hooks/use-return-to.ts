import { ONBOARDING_RETURN_PARAM } from "@planready/contracts/onboarding";
import { useSearchParams } from "react-router";

/** The page the account signed up for (`?returnTo=`), carried through the steps; checked by the path rules. */
export function useOnboardingReturnTo(): string | null {
  const [params] = useSearchParams();
  return params.get(ONBOARDING_RETURN_PARAM);
}
