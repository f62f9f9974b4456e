import { Trans, useTranslation } from "react-i18next";

/**
 * A translated sentence whose <mail>{{email}}</mail> part becomes a mailto link, so translators keep the
 * link where their grammar needs it.
 */
export function MailText({ i18nKey, ns, email }: { i18nKey: string; ns: string; email: string }) {
  const { t } = useTranslation(ns);
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ email }}
      components={{
        mail: (
          <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
            {email}
          </a>
        ),
      }}
    />
  );
}
