import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Field, Input } from "../../../components/ui/form-field";
import { drugSearchQueryOptions } from "../api/search-drugs";
import { drugIdOf, drugOption } from "../lib/drug-choice";

/**
 * The drug filter: type a name and choose it from the suggestions (the drug look-up), or type its RxCUI. The
 * form sends the RxCUI as `drugId`; without the page's script the box itself is the RxCUI.
 */
export function DrugFilterField({ drugId }: { drugId: string }) {
  const { t } = useTranslation("submissions");
  const id = useId();
  const [text, setText] = useState(drugId);
  const query = useDeferredValue(text.trim());
  const searching = query.length >= 2 && !drugIdOf(query);
  const results = useQuery({ ...drugSearchQueryOptions(query), enabled: searching });
  const options = (results.data ?? []).flatMap((drug) => (drug.rxcui ? [drugOption(drug.name, drug.rxcui)] : []));
  const chosen = drugIdOf(text);
  const unchosen = text.trim() !== "" && !chosen;
  return (
    <Field id={id} label={t("filters.drug")} hint={unchosen ? t("filters.drugChoose") : t("filters.drugHint")}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-invalid={unchosen ? true : undefined}
            name="drugId"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            list={`${id}-options`}
            autoComplete="off"
            className="w-full"
          />
          <datalist id={`${id}-options`}>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
