import { LockKeyhole } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { MailText } from "../../../components/mail-text";
import { NativeButtonLink as ButtonLink } from "../../../components/ui/native-button";
import { paths } from "../../../config/paths";
import { externalLinks } from "../../../config/external-links";

/** Three or more failed payments (docs/product.md#failed-payments): this page replaces all signed-in content. */
export function PaymentLockedPage() {
  const { t } = useTranslation("shell");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" data-testid="payment-locked">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <LockKeyhole aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-slate-900 dark:text-white">{t("payment.lockedTitle")}</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t("payment.lockedBody")}</p>
      <ButtonLink href={paths.stripeResolution} size="lg" className="mt-8">
        {t("payment.lockedButton")}
      </ButtonLink>
      <p className="mt-6 text-slate-600 dark:text-slate-400">
        <MailText ns="shell" i18nKey="payment.lockedHelp" email={externalLinks.supportEmail} />
      </p>
    </section>
  );
}
