import { altThemeColors } from "@planready/contracts/links";
import { defaultTheme, themeFor } from "@planready/contracts/surveys/themes";
import { Label, Radio, RadioGroup, Text } from "react-aria-components";
import { useTranslation } from "../../../i18n/react";
import { fieldLabelClass } from "../../../components/ui/field-styles";

export type TThemeChoice = (typeof altThemeColors)[number] | null;
const options = ["default", ...altThemeColors] as const;

/** The survey page's colour theme: the default blue or black, green, magenta, red or orange (arrow keys move between them). */
export function ThemePicker({ value, onChange }: { value: TThemeChoice; onChange: (value: TThemeChoice) => void }) {
  const { t } = useTranslation("links");
  return (
    <RadioGroup
      value={value ?? "default"}
      onChange={(next) => onChange(next === "default" ? null : (next as TThemeChoice))}
      name="alt_theme_color"
      className="flex flex-col gap-2"
    >
      <Label className={fieldLabelClass}>{t("theme.label")}</Label>
      <Text slot="description" className="text-sm text-slate-600 dark:text-slate-300">
        {t("theme.hint")}
      </Text>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const theme = option === "default" ? defaultTheme : themeFor(option);
          return (
            <Radio
              key={option}
              value={option}
              className="group flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-3 py-2 outline-none hover:border-brand-300 data-[focus-visible]:ring-4 data-[focus-visible]:ring-brand-300 data-[selected]:border-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:data-[selected]:border-white"
            >
              <span aria-hidden className="flex size-7 shrink-0 overflow-hidden rounded-full ring-1 ring-slate-300">
                <span className="h-full w-1/2" style={{ backgroundColor: theme.primary }} />
                <span className="h-full w-1/2" style={{ backgroundColor: theme.footer }} />
              </span>
              <span className="font-medium text-slate-900 dark:text-white">{t(`theme.names.${option}`)}</span>
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
