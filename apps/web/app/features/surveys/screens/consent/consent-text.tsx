import type { TConsentText } from "@planready/contracts/surveys/consent-text-shape";
import { renderConsentText } from "@planready/contracts/surveys/consent-texts";
import type { TSurveyLinkSummary } from "@planready/contracts/surveys/responses";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The values a text's {placeholders} take: the consumer, and the agent and agency behind the link. */
export function consentValues(link: TSurveyLinkSummary, consumerName: string) {
  return {
    consumer_name: consumerName,
    agent_name: [link.first_name, link.last_name].filter(Boolean).join(" "),
    agency_name: link.agency_name,
  };
}

/**
 * Every word of a consent text version, in order (the words its hash covers): title, paragraphs, the products
 * (rendered by the caller, as choices or as what was chosen), the statements and the agent's part.
 */
export function ConsentText({
  text,
  values,
  children,
}: {
  text: TConsentText;
  values: Record<string, string | null>;
  children?: ReactNode;
}) {
  const { t } = useTranslation("surveys");
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold text-slate-900">{text.title}</h2>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-lg text-slate-800">
          {renderConsentText(paragraph, values)}
        </p>
      ))}
      {children}
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("consent.statements")}</h3>
      <ul className="mt-3 flex list-disc flex-col gap-3 pl-6 text-lg text-slate-800">
        {text.statements.map((statement) => (
          <li key={statement.id}>{renderConsentText(statement.text, values)}</li>
        ))}
      </ul>
      {text.agentFields.length > 0 ? (
        <details className="mt-6 rounded-xl border-2 border-slate-300 px-4 py-2">
          <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold text-slate-900">
            {t("consent.agentPart")}
          </summary>
          <ul className="mt-2 mb-2 flex list-disc flex-col gap-2 pl-6 text-base text-slate-800">
            {text.agentFields.map((field) => (
              <li key={field.key}>{field.label}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
