import { CheckCircle2, Mail } from "lucide-react";
import { useTranslation } from "../i18n/react";
import { ContentPage } from "../features/site/components/content/content-page";
import { PublicLayout } from "../features/site/components/public-layout";
import { useList } from "../features/site/hooks/use-content";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/demo";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "demo");

/** How to book a demo: an email with a prefilled request, and what happens next. */
export default function Demo() {
  const { t } = useTranslation("shell");
  const include = useList("demo.include");
  const expect = useList<{ title: string; body: string }>("demo.expect");
  const email = externalLinks.demoEmail;
  // The body template is stored already URL-encoded for line breaks (%0D%0A); only the subject needs encoding.
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t("demo.emailSubject"))}&body=${t("demo.emailBody")}`;
  return (
    <PublicLayout>
      <ContentPage eyebrow={t("demo.eyebrow")} title={t("demo.title")} intro={t("demo.intro")}>
        <a
          href={mailto}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-600 px-6 text-lg font-medium text-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none"
        >
          <Mail aria-hidden className="size-5" />
          {t("demo.emailCta", { email })}
        </a>

        <section aria-labelledby="demo-include" className="mt-12">
          <h2 id="demo-include" className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">
            {t("demo.includeTitle")}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {include.map((item) => (
              <li key={item} className="flex gap-3 text-lg text-slate-700 dark:text-slate-300">
                <CheckCircle2 aria-hidden className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="demo-expect" className="mt-12">
          <h2 id="demo-expect" className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">
            {t("demo.expectTitle")}
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2">
            {expect.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{step.body}</p>
              </li>
            ))}
          </ol>
        </section>
      </ContentPage>
    </PublicLayout>
  );
}
