import { Moon, Sun } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { ToggleButton } from "react-aria-components";
import { useColorMode } from "../hooks/use-color-mode";

/** A toggle button "Dark mode": pressed means dark. Icon only unless `showLabel`. */
export function ColorModeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation("shell");
  const [mode, setMode] = useColorMode();
  const dark = mode === "dark";
  return (
    <ToggleButton
      isSelected={dark}
      onChange={(selected) => setMode(selected ? "dark" : "light")}
      aria-label={showLabel ? undefined : t("colorMode.toggle")}
      className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-2.5 font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-300 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {dark ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
      {showLabel ? <span className="font-medium">{t("colorMode.toggle")}</span> : null}
    </ToggleButton>
  );
}
