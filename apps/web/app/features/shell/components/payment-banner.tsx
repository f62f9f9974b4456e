import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** Exactly two failed payments: a banner across the top of every signed-in page. */
export function PaymentBanner() {
  const { t } = useTranslation("shell");
  return (
    <div role="alert" className="bg-red-700 text-white" data-testid="payment-banner">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex flex-1 items-start gap-2">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <Link to={paths.stripeResolution} className="underline-offset-4 hover:underline">
            {t("payment.banner")}
          </Link>
        </p>
        <Link
          to={paths.stripeResolution}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-white px-4 font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-4 focus-visible:ring-white/60"
        >
          {t("payment.bannerAction")}
        </Link>
      </div>
    </div>
  );
}
