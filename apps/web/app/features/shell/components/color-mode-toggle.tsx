import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ToggleButton } from "react-aria-components";
import { useColorMode } from "../hooks/use-color-mode";

/** An icon button switching between light and dark; pressed means dark. */
export function ColorModeToggle() {
  const { t } = useTranslation("shell");
  const [mode, setMode] = useColorMode();
  const dark = mode === "dark";
  return (
    <ToggleButton
      isSelected={dark}
      onChange={(selected) => setMode(selected ? "dark" : "light")}
      aria-label={t("colorMode.toggle")}
      className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-300 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {dark ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </ToggleButton>
  );
}
