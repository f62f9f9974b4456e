import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { drugSearchQueryOptions } from "../api/search-drugs";
import { drugIdOf, drugOption } from "../lib/drug-choice";
import { hintClass, inputClass, labelClass } from "./field-classes";

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
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {t("filters.drug")}
      </label>
      <input
        id={id}
        name="drugId"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        list={`${id}-options`}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        aria-invalid={text.trim() !== "" && !chosen ? true : undefined}
        className={inputClass}
      />
      <datalist id={`${id}-options`}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </datalist>
      <p id={`${id}-hint`} className={hintClass}>
        {text.trim() !== "" && !chosen ? t("filters.drugChoose") : t("filters.drugHint")}
      </p>
    </div>
  );
}
