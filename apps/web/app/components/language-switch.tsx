import { Globe } from "lucide-react";
import { useTranslation } from "../i18n/react";
import { locales, rememberLocaleCookie, type TLocale } from "../i18n/i18n";

function rememberLocale(locale: TLocale) {
  rememberLocaleCookie(locale);
  const url = new URL(window.location.href);
  url.searchParams.delete("lng");
  url.searchParams.delete("locale");
  window.location.assign(url.toString());
}

type Props = {
  className?: string;
  /** Also keeps the choice elsewhere first (a signed-in user's own language); a failure does not stop the switch. */
  onChoose?: (locale: TLocale) => Promise<unknown>;
};

/**
 * English / Español. The choice is remembered in the locale cookie the server reads, then the page reloads so
 * server-rendered text, <html lang> and page titles all switch together.
 */
export function LanguageSwitch({ className = "", onChoose }: Props) {
  const { t, i18n } = useTranslation("shell");
  const current: TLocale = i18n.language === "es" ? "es" : "en";
  const choose = (locale: TLocale) => {
    if (locale === current) return;
    if (!onChoose) return rememberLocale(locale);
    void onChoose(locale)
      .catch((error: unknown) => console.error("Could not save the language", error))
      .finally(() => rememberLocale(locale));
  };
  return (
    <fieldset className={`flex items-center gap-1 ${className}`}>
      <legend className="sr-only">{t("language.label")}</legend>
      <Globe aria-hidden className="size-4" />
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
          className={`min-h-11 cursor-pointer rounded-lg px-2 underline-offset-4 hover:underline ${
            locale === current ? "font-semibold text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-300"
          }`}
        >
          {t(`language.${locale}`)}
        </button>
      ))}
    </fieldset>
  );
}
