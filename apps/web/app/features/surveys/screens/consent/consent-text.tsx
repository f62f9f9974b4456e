import type { TConsentText } from "@planready/contracts/surveys/consent-text-shape";
import { consentValues, shownAgentDetails, type TConsentFacts } from "@planready/contracts/surveys/consent-texts";
import type { ReactNode } from "react";
import { useTranslation } from "../../../../i18n/react";

/**
 * A sentence of the text with its placeholders filled. A value not known yet (the client's name, before they type
 * it below) reads as words saying what goes there, never as a blank line: the sentence fills in as they type.
 */
function Filled({ value, values }: { value: string; values: Record<string, string | null> }) {
  const { t } = useTranslation("surveys");
  return value.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!key) return part;
    const known = values[key]?.trim();
    if (known) return known;
    return (
      // oxlint-disable-next-line react/no-array-index-key -- the parts of one fixed sentence, in order
      <span key={index} className="rounded bg-[var(--survey-light)] px-1 text-slate-700 italic">
        {t(key === "consumer_name" ? "consent.missing.consumerName" : "consent.missing.other")}
      </span>
    );
  });
}

/**
 * Every word of a consent text version, in order (the words its hash covers): title, paragraphs, the products
 * (rendered by the caller, as choices or as what was chosen), the statements, and the agent's details the survey
 * link gives (no box when it gives none). The names come from `facts`, as the record will keep them.
 */
export function ConsentText({ text, facts, children }: { text: TConsentText; facts: TConsentFacts; children?: ReactNode }) {
  const { t } = useTranslation("surveys");
  const values = consentValues(text, facts);
  const details = text.filled ? shownAgentDetails(text, facts) : [];
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold text-slate-900">{text.title}</h2>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-lg text-slate-800">
          <Filled value={paragraph} values={values} />
        </p>
      ))}
      {children}
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("consent.statements")}</h3>
      <ul className="mt-3 flex list-disc flex-col gap-3 pl-6 text-lg text-slate-800">
        {text.statements.map((statement) => (
          <li key={statement.id}>
            <Filled value={statement.text} values={values} />
          </li>
        ))}
      </ul>
      {details.length > 0 && text.agentDetails ? (
        <section aria-label={text.agentDetails.title} className="mt-6 rounded-xl border-2 border-slate-300 px-4 py-3">
          <h3 className="text-lg font-semibold text-slate-900">{text.agentDetails.title}</h3>
          <dl className="mt-2 grid gap-2 text-lg">
            {details.map((line) => (
              <div key={line.key} className="flex flex-wrap gap-x-2">
                <dt className="text-slate-700">{line.label}:</dt>
                <dd className="font-semibold text-slate-900">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
