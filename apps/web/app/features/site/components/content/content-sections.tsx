import type { ReactNode } from "react";

export type TContentSection = { heading: string; body: string[]; items?: string[] };

/** Turns a heading into an anchor id, so sections can be linked to directly. */
export function sectionId(heading: string, index: number): string {
  const slug = heading
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || `section-${index + 1}`;
}

/** Headed sections of paragraphs and bullet lists: the body of the policy and help pages. */
export function ContentSections({ sections, footer }: { sections: TContentSection[]; footer?: ReactNode }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={sectionId(section.heading, index)} className="scroll-mt-24">
          <h2 id={sectionId(section.heading, index)} className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">
            {section.heading}
          </h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          {section.items?.length ? (
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-lg leading-relaxed text-slate-700 marker:text-brand-600 dark:text-slate-300 dark:marker:text-brand-300">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {footer}
    </div>
  );
}
