import { nextAgentPath, previousAgentPath, splitFullName } from "@planready/contracts/onboarding";
import type { TProfile } from "@planready/contracts/users";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { useNavigate } from "react-router";
import { TextField } from "../../../components/ui/text-field";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { useUpdateUser } from "../api/update-user";
import { useRequiredFields } from "../hooks/use-required-fields";
import { StepLayout } from "./step-layout";
import { RequiredStepFooter } from "./required-step-footer";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

/**
 * Agent step 1: first and last name, both required, starting from the name typed at sign-up. Back goes to the agency
 * Discount step.
 */
export function AgentNameStep({ profile, onSaved }: { profile: TProfile; onSaved: () => Promise<void> }) {
  const returnTo = useOnboardingReturnTo();
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const [first, setFirst] = useState(() => profile.first_name ?? splitFullName(profile.signup_name).first_name);
  const [last, setLast] = useState(() => profile.last_name ?? splitFullName(profile.signup_name).last_name);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedValues(formRef, { first_name: setFirst, last_name: setLast });
  const required = useRequiredFields([first, last]);
  const update = useUpdateUser(profile.auth_id);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!required.complete) return;
    if (first.trim() !== profile.first_name || last.trim() !== profile.last_name) {
      await update.mutateAsync({ first_name: first.trim(), last_name: last.trim() });
      await onSaved();
    }
    await navigate(nextAgentPath("Name", profile.org?.user_count ?? 1, returnTo));
  }

  return (
    <StepLayout heading={t("agent.name.heading")} position={{ current: 1, total: 3 }}>
      <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e).catch(() => undefined)} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("agent.name.first")}
            name="first_name"
            autoComplete="given-name"
            value={first}
            onChange={setFirst}
            {...required.fieldProps(first)}
          />
          <TextField
            label={t("agent.name.last")}
            name="last_name"
            autoComplete="family-name"
            value={last}
            onChange={setLast}
            {...required.fieldProps(last)}
          />
        </div>
        <RequiredStepFooter
          required={required}
          saveFailed={update.isError}
          saving={update.isPending}
          backHref={previousAgentPath("Name", returnTo)}
        />
      </form>
    </StepLayout>
  );
}
