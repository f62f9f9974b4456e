import type { ReactNode } from "react";
import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import type { TContentPatch, TScreenProps } from "../screen-props";

/** The content fields holding one choice (a string). */
type TChoiceField = { [K in keyof TContentPatch]-?: NonNullable<TContentPatch[K]> extends string ? K : never }[keyof TContentPatch];

/** A screen asking one question with a single answer among fixed choices (labels: `choices.<list>.<id>`). */
export function ChoiceScreen({
  props,
  field,
  list,
  choices,
  children,
}: {
  props: TScreenProps;
  field: TChoiceField;
  list: string;
  choices: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation("surveys");
  return (
    <ScreenLayout {...props} title={t(`titles.${props.screen}`)} intro={<p>{t(`screens.${props.screen}.intro`)}</p>}>
      <ChoiceCards
        legend={t(`screens.${props.screen}.legend`)}
        name={field}
        options={choices.map((value) => ({ value, label: t(`choices.${list}.${value}`) }))}
        value={props.content[field]}
        onValueChange={(value) => props.save({ [field]: value }, { immediate: true })}
      />
      {children}
    </ScreenLayout>
  );
}
