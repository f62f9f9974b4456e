import { CheckCircle2, Circle } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

type Step = { id: "create" | "share" | "receive"; done: boolean; links: { href: string; key: string }[] };

/**
 * A new agent's way to a first submission: create a survey link, share it, see what comes back. Each step says
 * whether it is done; the list goes away once every step is.
 */
export function NextSteps({ hasLinks, hasSubmissions }: { hasLinks: boolean; hasSubmissions: boolean }) {
  const { t } = useTranslation("submissions");
  const steps: Step[] = [
    { id: "create", done: hasLinks, links: [{ href: paths.marketplace, key: "create" }] },
    {
      id: "share",
      done: hasSubmissions,
      links: [
        { href: paths.marketplaceLinks, key: "links" },
        { href: paths.settings.qrCodes, key: "qr" },
      ],
    },
    { id: "receive", done: hasSubmissions, links: [{ href: paths.submissions, key: "submissions" }] },
  ];
  if (steps.every((step) => step.done)) return null;
  return (
    <section
      aria-labelledby="next-steps"
      className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-lg sm:p-8"
      data-testid="next-steps"
    >
      <h2 id="next-steps" className="text-2xl font-semibold">
        {t("dashboard.next.title")}
      </h2>
      <ol className="flex flex-col gap-4">
        {steps.map((step) => (
          <li key={step.id} className="flex gap-3">
            {step.done ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-6 shrink-0 text-white/70" />
            )}
            <div className="flex flex-col gap-2">
              <p className="font-semibold">
                {t(`dashboard.next.${step.id}.title`)}
                {step.done ? <span className="ml-2 text-sm font-normal text-brand-50">({t("dashboard.next.done")})</span> : null}
              </p>
              <p className="text-brand-50">{t(`dashboard.next.${step.id}.body`)}</p>
              {step.done ? null : (
                <div className="flex flex-wrap gap-2">
                  {step.links.map((link) => (
                    <Link
                      key={link.key}
                      to={link.href}
                      className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-white/70 focus-visible:outline-none"
                    >
                      {t(`dashboard.next.links.${link.key}`)}
                    </Link>
                  ))}
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
