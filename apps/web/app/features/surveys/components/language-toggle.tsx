import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { rememberLocaleCookie } from "../../../i18n/i18n";

/** Remembered where the server reads it (the root loader's locale), as the site's own switch does. */
const rememberLocale = rememberLocaleCookie;

const toggleClass =
  "min-h-11 min-w-11 cursor-pointer rounded-lg px-3 text-base font-semibold text-slate-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-[var(--survey-outline)]";

const LOCALES = [
  { id: "en", label: "English" },
  { id: "es", label: "Español" },
] as const;

/**
 * English / Español. The choice goes into the locale cookie the server reads (as the site's own switch does), then
 * the page's data is reloaded in place: the survey keeps its screen and answers, and the new language's strings
 * are loaded before anything re-renders. Without a connection the strings cannot be fetched, so it says so.
 */
export function LanguageToggle({ onBeforeChange }: { onBeforeChange?: ((locale: "en" | "es") => void) | undefined }) {
  const { t, i18n } = useTranslation("surveys");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [offline, setOffline] = useState(false);
  const current = i18n.language === "es" ? "es" : "en";
  const choose = (locale: "en" | "es") => {
    if (locale === current) return;
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    onBeforeChange?.(locale);
    rememberLocale(locale);
    const url = new URL(window.location.href);
    if (url.searchParams.has("lng") || url.searchParams.has("locale")) {
      url.searchParams.delete("lng");
      url.searchParams.delete("locale");
      void navigate(`${url.pathname}${url.search}${url.hash}`, {
        replace: true,
        preventScrollReset: true,
        state: window.history.state?.usr,
      });
    } else {
      void revalidator.revalidate();
    }
  };
  return (
    <div className="flex flex-col items-end">
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t("frame.languageLabel")}</legend>
        {LOCALES.map((locale) => (
          <button
            key={locale.id}
            type="button"
            lang={locale.id}
            aria-pressed={locale.id === current}
            onClick={() => choose(locale.id)}
            className={`${toggleClass} aria-pressed:bg-[var(--survey-light)] aria-pressed:text-slate-900 aria-pressed:ring-2 aria-pressed:ring-[var(--survey-outline)]`}
          >
            {locale.label}
          </button>
        ))}
      </fieldset>
      <output className="block max-w-56 text-right text-base text-slate-800">{offline ? t("frame.languageOffline") : null}</output>
    </div>
  );
}

/**
 * English / Español on the start page, which loads no script (decision 022): two links to the same page with `?lng=`,
 * which the server renders in that language (the query wins over the `lng` cookie). Nothing waits for a script, so
 * no click is lost; the language stays in the address through Start and into the running survey.
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation("surveys");
  const location = useLocation();
  const current = i18n.language === "es" ? "es" : "en";
  const hrefFor = (locale: "en" | "es") => {
    const params = new URLSearchParams(location.search);
    params.delete("locale");
    params.set("lng", locale);
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label={t("frame.languageLabel")} className="flex gap-1">
      {LOCALES.map((locale) => (
        <a
          key={locale.id}
          href={hrefFor(locale.id)}
          lang={locale.id}
          hrefLang={locale.id}
          aria-current={locale.id === current ? "true" : undefined}
          className={`${toggleClass} inline-flex items-center aria-[current]:bg-[var(--survey-light)] aria-[current]:text-slate-900 aria-[current]:ring-2 aria-[current]:ring-[var(--survey-outline)]`}
        >
          {locale.label}
        </a>
      ))}
    </nav>
  );
}
