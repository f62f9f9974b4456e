import { altThemeColors } from "@planready/contracts/links";
import { defaultTheme, themeFor, type TThemeName } from "@planready/contracts/surveys/themes";
import { useTranslation } from "../../../i18n/react";
import { fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";

const options = ["default", ...altThemeColors] as const;

/** The page's colour: the links' palette (the default blue, black, green, magenta, red, orange), as native radios. */
export function ThemeChoice({ value, onChange }: { value: TThemeName | null; onChange: (value: TThemeName | null) => void }) {
  const { t } = useTranslation("splash");
  return (
    <fieldset className="min-w-0">
      <legend className={fieldLabelClass}>{t("builder.theme.label")}</legend>
      <p className={fieldHintClass}>{t("builder.theme.hint")}</p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((option) => {
          const theme = option === "default" ? defaultTheme : themeFor(option);
          return (
            <label
              key={option}
              className="flex min-h-12 min-w-0 cursor-pointer items-center gap-2 rounded-xl border-2 border-slate-200 px-3 has-checked:border-slate-900 dark:border-slate-700 dark:has-checked:border-white"
            >
              <input
                type="radio"
                name="theme_color"
                value={option}
                checked={(value ?? "default") === option}
                onChange={() => onChange(option === "default" ? null : option)}
                className="size-5 accent-brand-600"
              />
              <span aria-hidden className="size-6 shrink-0 rounded-full" style={{ backgroundColor: theme.primary }} />
              <span className="min-w-0 font-medium break-words">{t(`builder.theme.names.${option}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
