import { useEffect } from "react";
import { useTranslation } from "../../../i18n/react";
import { useNavigate } from "react-router";
import { Spinner } from "../../../components/ui/spinner";

/**
 * Shows the Loading spinner while the person is sent on to the step that makes sense for them: used
 * for an unknown or missing ?step=. The URL is replaced so Back does not return here.
 */
export function RedirectToStep({ to }: { to: string }) {
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <Spinner label={t("loading")} className="py-16" />;
}
