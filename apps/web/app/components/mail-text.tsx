import type { ReactNode } from "react";
import { useTranslation } from "../i18n/react";

/**
 * A translated sentence whose <mail>{{email}}</mail> part becomes a mailto link, so translators keep the
 * link where their grammar needs it. The sentence is split here rather than by react-i18next's Trans, which would
 * bring its HTML parser into the first load of every signed-in page (bench/dashboard-js.mjs).
 */
export function MailText({ i18nKey, ns, email }: { i18nKey: string; ns: string; email: string }) {
  const { t } = useTranslation(ns);
  return <>{mailTextParts(t(i18nKey, { email }), email)}</>;
}

/** The sentence's text around each <mail>…</mail> tag, the tag's text as a mailto link; any other text stays text. */
export function mailTextParts(sentence: string, email: string): ReactNode[] {
  return sentence.split(/<mail>(.*?)<\/mail>/s).flatMap((part, index): ReactNode[] =>
    index % 2 === 0
      ? part
        ? [part]
        : []
      : [
          <a key={index} href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
            {part}
          </a>,
        ],
  );
}
