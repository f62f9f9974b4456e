import { Mail } from "lucide-react";
import { useTranslation } from "../../../../i18n/react";
import { MailText } from "../../../../components/mail-text";

/** "Still have questions?" with a mailto link, closing the help and policy pages. */
export function ContactCard({ email }: { email: string }) {
  const { t } = useTranslation("shell");
  return (
    <aside className="flex gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950/50">
      <Mail aria-hidden className="mt-1 size-6 shrink-0 text-brand-700 dark:text-brand-300" />
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("content.contactTitle")}</h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <MailText ns="shell" i18nKey="content.contactBody" email={email} />
        </p>
      </div>
    </aside>
  );
}
