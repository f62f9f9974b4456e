import { nextAgencyPath, previousAgencyPath } from "@planready/contracts/onboarding";
import type { TOrg } from "@planready/contracts/orgs";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { useNavigate } from "react-router";
import { TextField } from "../../../components/ui/text-field";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { useUpdateOrg } from "../api/update-org";
import { useRequiredFields } from "../hooks/use-required-fields";
import { StepLayout } from "./step-layout";
import { RequiredStepFooter } from "./required-step-footer";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

/** Agency step 1: the organisation's name, saved on Next. */
export function AgencyNameStep({ org, onSaved }: { org: TOrg; onSaved: () => Promise<void> }) {
  const returnTo = useOnboardingReturnTo();
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(org.name ?? "");
  useKeepTypedValues(formRef, { organization: setName });
  const required = useRequiredFields([name]);
  const update = useUpdateOrg(org.id);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!required.complete) return;
    if (name.trim() !== org.name) {
      await update.mutateAsync({ name: name.trim() });
      // The profile carries the organisation name the rest of the app reads.
      await onSaved();
    }
    await navigate(nextAgencyPath("Name", returnTo));
  }

  return (
    <StepLayout heading={t("agency.name.heading")} hint={t("agency.name.hint")} position={{ current: 1, total: 3 }}>
      <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e).catch(() => undefined)} className="flex flex-col gap-5">
        <TextField
          label={t("agency.name.label")}
          name="organization"
          autoComplete="organization"
          value={name}
          onChange={setName}
          {...required.fieldProps(name)}
        />
        <RequiredStepFooter
          required={required}
          saveFailed={update.isError}
          saving={update.isPending}
          backHref={previousAgencyPath("Name", returnTo)}
        />
      </form>
    </StepLayout>
  );
}
