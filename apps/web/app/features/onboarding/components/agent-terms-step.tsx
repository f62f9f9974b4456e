import { nextAgentPath, previousAgentPath } from "@planready/contracts/onboarding";
import type { TProfile } from "@planready/contracts/users";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { useUpdateUser } from "../api/update-user";
import { SAAS_AGREEMENT_VERSION } from "../terms/saas-agreement";
import { AgreementText } from "./agreement-text";
import { FormMessage } from "./form-message";
import { SignatureCheckbox } from "./signature-checkbox";
import { StepActions } from "./step-actions";
import { StepLayout } from "./step-layout";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

/**
 * Agent step 2: the Software as a Service Agreement, signed with a checkbox. Next stays disabled until it is
 * ticked; accepting records tos_accepted (the server sets the time). A user of an organisation with more
 * than one user then goes straight to the dashboard.
 */
export function AgentTermsStep({ profile, onSaved }: { profile: TProfile; onSaved: () => Promise<void> }) {
  const returnTo = useOnboardingReturnTo();
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const [signed, setSigned] = useState(!!profile.tos_accepted);
  const update = useUpdateUser(profile.auth_id);
  const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(" ") || t("agent.terms.noName");

  async function accept() {
    if (!profile.tos_accepted) {
      await update.mutateAsync({ tos_accepted: true });
      // Refreshed before leaving, so no guard downstream still sees the terms as unaccepted.
      await onSaved();
    }
    await navigate(nextAgentPath("Terms", profile.org?.user_count ?? 1, returnTo));
  }

  return (
    <StepLayout heading={t("agent.terms.heading")} position={{ current: 2, total: 3 }} width="terms">
      <AgreementText label={t("agent.terms.agreementLabel", { version: SAAS_AGREEMENT_VERSION })} />
      <p className="text-slate-700 dark:text-slate-200">{t("agent.terms.onBehalf")}</p>
      <SignatureCheckbox
        isSelected={signed}
        onChange={setSigned}
        prompt={t("agent.terms.sign")}
        name={fullName}
        isDisabled={!!profile.tos_accepted}
      />
      <FormMessage message={update.isError ? t("saveFailed") : null} />
      <StepActions backHref={previousAgentPath("Terms", returnTo)}>
        <Button isDisabled={!signed} isLoading={update.isPending} onPress={() => void accept().catch(() => undefined)}>
          {t("next")}
        </Button>
      </StepActions>
    </StepLayout>
  );
}
