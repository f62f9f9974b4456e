import { saasAgreementIntro, saasAgreementSections, SAAS_AGREEMENT_TITLE } from "../terms/saas-agreement";

/**
 * The agreement in a scrollable box 20rem high. The box is a focusable, labelled region so keyboard
 * users can scroll it too.
 */
export function AgreementText({ label }: { label: string }) {
  return (
    <section
      aria-label={label}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard to be read (WCAG 2.1.1)
      tabIndex={0}
      className="h-80 overflow-y-auto rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800 focus-visible:ring-4 focus-visible:ring-brand-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{SAAS_AGREEMENT_TITLE}</h2>
      {saasAgreementIntro.map((paragraph) => (
        <p key={paragraph} className="mt-2">
          {paragraph}
        </p>
      ))}
      {saasAgreementSections.map((section) => (
        <div key={section.id} className="mt-4">
          <h3 className="font-semibold text-slate-900 dark:text-white">{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              {paragraph}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}
