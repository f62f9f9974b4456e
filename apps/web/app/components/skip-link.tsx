import { useTranslation } from "../i18n/react";

/** First focusable element of every layout: keyboard users jump past the navigation. */
export function SkipLink({ target = "main-content" }: { target?: string }) {
  const { t } = useTranslation("shell");
  return (
    <a
      href={`#${target}`}
      className="sr-only z-[60] rounded-lg bg-brand-600 px-4 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("skipToContent")}
    </a>
  );
}
