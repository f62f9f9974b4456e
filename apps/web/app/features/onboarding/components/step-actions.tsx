import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { ButtonLink } from "../../../components/ui/button";

/** The Back link and the step's forward buttons, Back on the left as in every wizard. */
export function StepActions({ backHref, children }: { backHref: string; children: ReactNode }) {
  const { t } = useTranslation("onboarding");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <ButtonLink href={backHref} variant="ghost">
        {t("back")}
      </ButtonLink>
      <div className="flex flex-wrap justify-end gap-3">{children}</div>
    </div>
  );
}
