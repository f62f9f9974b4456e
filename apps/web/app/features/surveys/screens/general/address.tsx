import { isValidZip, US_STATE_CODES } from "@planready/contracts/surveys/fields";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectInput, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import { blankToNull, formatZipInput } from "../../lib/format";
import type { TScreenProps } from "../screen-props";

/** Home address: plans and prices depend on the ZIP code and county. Street, city, state and ZIP are needed. */
export default function AddressScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const [zip, setZip] = useState(content.zip ?? "");
  const { errors, check } = useScreenValidation(() => ({
    street: !content.address_one?.trim() && t("errors.street"),
    city: !content.city?.trim() && t("errors.city"),
    state: !content.state && t("errors.state"),
    zip: !isValidZip(zip) && t("errors.zip"),
  }));
  const states = US_STATE_CODES.map((code) => ({ value: code, label: t(`states.${code}`) })).toSorted((a, b) =>
    a.label.localeCompare(b.label, props.locale),
  );
  return (
    <ScreenLayout
      {...props}
      title={t("titles.address")}
      intro={<p>{t("screens.address.intro")}</p>}
      onNext={() => check() && props.goNext()}
    >
      <TextInput
        label={t("screens.address.street")}
        autoComplete="address-line1"
        name="address_one"
        maxLength={200}
        value={content.address_one ?? ""}
        onValueChange={(value) => save({ address_one: blankToNull(value) })}
        error={errors.street}
      />
      <TextInput
        label={t("screens.address.apt")}
        autoComplete="address-line2"
        name="address_two"
        maxLength={200}
        value={content.address_two ?? ""}
        onValueChange={(value) => save({ address_two: blankToNull(value) })}
      />
      <TextInput
        label={t("screens.address.city")}
        autoComplete="address-level2"
        name="city"
        maxLength={100}
        value={content.city ?? ""}
        onValueChange={(value) => save({ city: blankToNull(value) })}
        error={errors.city}
      />
      <SelectInput
        label={t("screens.address.state")}
        placeholder={t("screens.address.statePlaceholder")}
        autoComplete="address-level1"
        name="state"
        options={states}
        value={content.state ?? ""}
        onValueChange={(value) => save({ state: value || null }, { immediate: true })}
        error={errors.state}
      />
      <TextInput
        label={t("screens.address.zip")}
        autoComplete="postal-code"
        inputMode="numeric"
        name="zip"
        maxLength={10}
        className="max-w-60"
        value={zip}
        onValueChange={(raw) => {
          const value = formatZipInput(raw);
          setZip(value);
          if (value === "") save({ zip: null });
          else if (isValidZip(value)) save({ zip: value });
        }}
        error={errors.zip}
      />
      <TextInput
        label={t("screens.address.county")}
        hint={t("screens.address.countyHint")}
        name="county"
        maxLength={100}
        value={content.county ?? ""}
        onValueChange={(value) => save({ county: blankToNull(value) })}
      />
    </ScreenLayout>
  );
}
