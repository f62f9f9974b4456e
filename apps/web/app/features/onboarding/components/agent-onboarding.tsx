import { agentStepPath, neededAgentStep, parseAgentStep } from "@planready/contracts/onboarding";
import type { TProfile } from "@planready/contracts/users";
import { AgentFinishedStep } from "./agent-finished-step";
import { AgentNameStep } from "./agent-name-step";
import { AgentTermsStep } from "./agent-terms-step";
import { RedirectToStep } from "./redirect-to-step";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

type AgentOnboardingProps = {
  profile: TProfile;
  step: string | null;
  /** Re-reads the session profile after the names or the terms acceptance changed. */
  refreshProfile: () => Promise<void>;
};

/** /onboarding/agent?step=Name|Terms|Finished (docs/product.md#agent-onboarding). */
export function AgentOnboarding({ profile, step, refreshProfile }: AgentOnboardingProps) {
  const returnTo = useOnboardingReturnTo();
  const current = parseAgentStep(step);
  const needed = neededAgentStep(profile);
  if (!current) return <RedirectToStep to={agentStepPath(needed ?? "Finished", returnTo)} />;
  // The signature shows the signer's name, so the terms wait until there is one.
  if (current === "Terms" && needed === "Name") return <RedirectToStep to={agentStepPath("Name", returnTo)} />;
  switch (current) {
    case "Name":
      return <AgentNameStep key="Name" profile={profile} onSaved={refreshProfile} />;
    case "Terms":
      return <AgentTermsStep key="Terms" profile={profile} onSaved={refreshProfile} />;
    case "Finished":
      return <AgentFinishedStep key="Finished" profile={profile} />;
  }
}
