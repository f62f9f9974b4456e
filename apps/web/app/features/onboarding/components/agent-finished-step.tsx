import { nextAgentPath, previousAgentPath } from "@planready/contracts/onboarding";
import type { TProfile } from "@planready/contracts/users";
import { useTranslation } from "../../../i18n/react";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { StepActions } from "./step-actions";
import { StepLayout } from "./step-layout";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

/** Agent step 3: the greeting and a nudge to create the first survey. */
export function AgentFinishedStep({ profile }: { profile: TProfile }) {
  const returnTo = useOnboardingReturnTo();
  const { t } = useTranslation("onboarding");
  const name = profile.first_name?.trim();
  return (
    <StepLayout
      heading={name ? t("agent.finished.heading", { name }) : t("agent.finished.headingNoName")}
      position={{ current: 3, total: 3 }}
    >
      <p className="text-lg text-slate-700 dark:text-slate-200">{t("agent.finished.body")}</p>
      <StepActions backHref={previousAgentPath("Finished", returnTo)}>
        <ButtonLink href={nextAgentPath("Finished", profile.org?.user_count ?? 1, returnTo)} variant="secondary">
          {t("agent.finished.skip")}
        </ButtonLink>
        <ButtonLink href={paths.marketplace}>{t("agent.finished.create")}</ButtonLink>
      </StepActions>
    </StepLayout>
  );
}
