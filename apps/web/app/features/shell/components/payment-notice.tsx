import { CreditCard, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { NativeButtonLink as ButtonLink } from "../../../components/ui/native-button";
import { NativeIconButton as IconButton } from "../../../components/ui/native-button";
import { paths } from "../../../config/paths";

const DISMISS_KEY = "planready-payment-notice-dismissed";

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * One failed payment (docs/product.md#failed-payments): a calm notice with the attempts left out of 3. Dismissing hides it for this
 * browser session only, so it comes back until the card is fixed.
 */
export function PaymentNotice({ attemptsLeft }: { attemptsLeft: number }) {
  const { t } = useTranslation("shell");
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISS_KEY, "1");
    } catch {
      // Storage may be refused; the notice still hides for this page.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="payment-notice-title"
      className="relative mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="payment-notice"
    >
      <CreditCard aria-hidden className="hidden size-6 shrink-0 sm:block" />
      <div className="flex-1 pr-10 sm:pr-0">
        <h2 id="payment-notice-title" className="font-semibold">
          {t("payment.noticeTitle")}
        </h2>
        <p>{t("payment.notice", { count: attemptsLeft })}</p>
      </div>
      <div className="flex items-center gap-2">
        <ButtonLink href={paths.stripeResolution} variant="primary" className="w-full sm:w-auto">
          {t("payment.update")}
        </ButtonLink>
        <IconButton
          aria-label={t("payment.dismiss")}
          onPress={dismiss}
          className="absolute! top-1.5 right-1.5 text-inherit! hover:bg-amber-100! sm:static! dark:hover:bg-amber-900!"
        >
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
    </section>
  );
}
