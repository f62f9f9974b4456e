import type { TBulkArea, TBulkOnboardingState } from "@planready/contracts/bulk-onboarding";
import { useUser } from "../../auth/components/user-provider";
import { AgentInfoStep } from "./agent-info-step";
import { ConfirmationStep } from "./confirmation-step";
import { PaymentStep } from "./payment-step";
import { PlanStep } from "./plan-step";

/** The step the loader allowed (it redirected any other), drawn from the server's state. */
export function AreaOnboarding({
  area,
  step,
  state,
  origin,
}: {
  area: TBulkArea;
  step: string;
  state: TBulkOnboardingState;
  origin: string;
}) {
  const { user } = useUser();
  switch (step) {
    case "plan":
      return <PlanStep area={area} />;
    case "payment":
      return <PaymentStep area={area} />;
    case "agent-info":
      return user ? <AgentInfoStep key={state.link?.id ?? "none"} area={area} state={state} profile={user} /> : null;
    default:
      return <ConfirmationStep area={area} state={state} origin={origin} />;
  }
}
