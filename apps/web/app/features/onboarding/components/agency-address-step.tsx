import { isAddressComplete, nextAgencyPath, previousAgencyPath } from "@planready/contracts/onboarding";
import type { TOrg } from "@planready/contracts/orgs";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { useNavigate } from "react-router";
import { TextField } from "../../../components/ui/text-field";
import { invalidFieldPaths } from "../../../lib/problem-message";
import { useKeepTypedValues } from "../../../lib/use-keep-typed-values";
import { useUpdateOrg } from "../api/update-org";
import { useRequiredFields } from "../hooks/use-required-fields";
import { StepLayout } from "./step-layout";
import { RequiredStepFooter } from "./required-step-footer";
import { useOnboardingReturnTo } from "../hooks/use-return-to";

const fields = ["address_one", "address_two", "city", "state", "zip"] as const;
type Field = (typeof fields)[number];

/**
 * Agency step 2: street, apartment (optional), city, state and ZIP, saved on Next. The API keeps a US state (its code
 * or name) and a ZIP or ZIP+4 (docs/decisions/028-account-settings.md); a refused one is said at its field.
 */
export function AgencyAddressStep({ org }: { org: TOrg }) {
  const returnTo = useOnboardingReturnTo();
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const [address, setAddress] = useState<Record<Field, string>>({
    address_one: org.address_one ?? "",
    address_two: org.address_two ?? "",
    city: org.city ?? "",
    state: org.state ?? "",
    zip: org.zip ?? "",
  });
  const required = useRequiredFields([address.address_one, address.city, address.state, address.zip]);
  const update = useUpdateOrg(org.id);
  const setField = (key: Field) => (value: string) => setAddress((a) => ({ ...a, [key]: value }));
  const field = (key: Field) => ({ name: key, value: address[key], onChange: setField(key) });
  const refused = invalidFieldPaths(update.error);
  const refusedMessage = (key: "state" | "zip") => (refused.includes(`body.${key}`) ? t(`agency.address.invalid.${key}`) : null);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedValues(formRef, Object.fromEntries(fields.map((key) => [key, setField(key)])));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isAddressComplete(address)) return;
    const trimmed = (value: string) => value.trim();
    await update.mutateAsync({
      address_one: trimmed(address.address_one),
      address_two: trimmed(address.address_two) || null,
      city: trimmed(address.city),
      state: trimmed(address.state),
      zip: trimmed(address.zip),
    });
    await navigate(nextAgencyPath("Address", returnTo));
  }

  return (
    <StepLayout heading={t("agency.address.heading")} position={{ current: 2, total: 3 }}>
      <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e).catch(() => undefined)} className="flex flex-col gap-5">
        <TextField
          label={t("agency.address.street")}
          autoComplete="address-line1"
          {...field("address_one")}
          {...required.fieldProps(address.address_one)}
        />
        <TextField label={t("agency.address.apt")} autoComplete="address-line2" {...field("address_two")} />
        <TextField
          label={t("agency.address.city")}
          autoComplete="address-level2"
          {...field("city")}
          {...required.fieldProps(address.city)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("agency.address.state")}
            autoComplete="address-level1"
            {...field("state")}
            {...required.fieldProps(address.state)}
            errorMessage={refusedMessage("state")}
          />
          <TextField
            label={t("agency.address.zip")}
            autoComplete="postal-code"
            {...field("zip")}
            {...required.fieldProps(address.zip)}
            errorMessage={refusedMessage("zip")}
          />
        </div>
        <RequiredStepFooter
          required={required}
          saveFailed={update.isError}
          saving={update.isPending}
          backHref={previousAgencyPath("Address", returnTo)}
        />
      </form>
    </StepLayout>
  );
}
