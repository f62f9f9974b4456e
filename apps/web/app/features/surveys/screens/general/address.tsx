import { isValidZip, US_STATE_CODES } from "@planready/contracts/surveys/fields";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { zipPlaceQueryOptions } from "../../api/search-lookups";
import { primaryButton, secondaryButton } from "../../components/buttons";
import { SelectInput, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import { blankToNull, formatZipInput } from "../../lib/format";
import type { TScreenProps } from "../screen-props";

/**
 * Home address: plans and prices depend on the ZIP code and county. Street, city, state and ZIP are needed. A ZIP
 * code fills the city, state and county left empty (GET /api/lookups/zip/{zip}, the ZIP table shipped with the API),
 * and a ZIP code of another state than the one chosen is questioned before Next: change the state, or keep it.
 */
export default function AddressScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const { content, save } = props;
  const [zip, setZip] = useState(content.zip ?? "");
  const zip5 = isValidZip(zip) ? zip.slice(0, 5) : null;
  const place = useQuery({ ...zipPlaceQueryOptions(zip5 ?? ""), enabled: zip5 !== null }).data ?? null;
  const zipPlace = place && place.zip === zip5 ? place : null;

  // Fill what is still empty, once per ZIP code (a city the client then clears stays cleared).
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!zipPlace || filledFor.current === zipPlace.zip) return;
    filledFor.current = zipPlace.zip;
    const fill = {
      ...(!content.city?.trim() ? { city: zipPlace.city } : {}),
      ...(!content.state ? { state: zipPlace.state } : {}),
      ...(!content.county?.trim() && zipPlace.county ? { county: zipPlace.county } : {}),
    };
    if (Object.keys(fill).length > 0) save(fill, { immediate: true });
  }, [zipPlace, content.city, content.state, content.county, save]);

  // "This ZIP code is in Florida. Is the state right?" until the client answers for this ZIP code and state.
  const [keptFor, setKeptFor] = useState<string | null>(null);
  const mismatch =
    zipPlace && content.state && zipPlace.state !== content.state && keptFor !== `${zipPlace.zip}|${content.state}` ? zipPlace : null;
  const stateName = (code: string) => t(`states.${code}`);

  const { errors, check } = useScreenValidation(() => ({
    street: !content.address_one?.trim() && t("errors.street"),
    city: !content.city?.trim() && t("errors.city"),
    state: !content.state && t("errors.state"),
    zip: (!isValidZip(zip) && t("errors.zip")) || (mismatch && t("screens.address.zipAnswerState")),
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
      {mismatch && content.state ? (
        <fieldset className="mt-4 rounded-xl border-2 border-amber-700 bg-amber-50 p-4">
          {/* Floated, the legend sits inside the box like a heading (not on its border). */}
          <legend className="float-left w-full text-lg font-semibold text-slate-900">
            {t("screens.address.zipOtherState", { zipState: stateName(mismatch.state) })}
          </legend>
          <div className="clear-left flex flex-col gap-3 pt-3 sm:flex-row">
            <button
              type="button"
              className={primaryButton}
              onClick={() =>
                save({ state: mismatch.state, ...(content.county?.trim() ? {} : { county: mismatch.county || null }) }, { immediate: true })
              }
            >
              {t("screens.address.zipUseState", { zipState: stateName(mismatch.state) })}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setKeptFor(`${mismatch.zip}|${content.state}`)}>
              {t("screens.address.zipKeepState", { state: stateName(content.state) })}
            </button>
          </div>
        </fieldset>
      ) : null}
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
