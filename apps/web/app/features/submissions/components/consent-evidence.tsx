import { soaAgentFieldKeys, type TConsentRecord } from "@planready/contracts/surveys/consent-records";
import { consentSigner } from "@planready/contracts/submission-sections";
import { useTranslation } from "../../../i18n/react";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";

/** The drawn signature's box (features/surveys signature-path.ts SIGNATURE_BOX): paths are drawn in it. */
const SIGNATURE_BOX = { width: 600, height: 200 } as const;

/**
 * One signed consent as evidence: what was signed (kind, text version and its hash), by whom, when (server and
 * device time), from where (IP, browser), the products agreed and the drawn signature redrawn from its path.
 */
export function ConsentEvidence({ record }: { record: TConsentRecord }) {
  const { t, i18n } = useTranslation("submissions");
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language === "es" ? "es-US" : "en-US", {
          dateStyle: "long",
          timeStyle: "long",
          timeZone: DISPLAY_TIME_ZONE,
        }).format(new Date(iso))
      : null;
  const signer = consentSigner(record, (key, values) => t(key, values ?? {}));
  const rows: [string, string | null][] = [
    [t("consent.signer"), signer],
    [t("consent.typedName"), record.typed_name],
    [t("consent.date"), record.date],
    [t("consent.signedAt"), when(record.signed_at)],
    [t("consent.deviceSignedAt"), when(record.device_signed_at)],
    [t("consent.products"), record.products.length ? record.products.map((p) => t(`choices.soaProduct.${p}`)).join(", ") : null],
    [t("consent.agent"), [record.agent_name, record.agency_name].filter(Boolean).join(" · ") || null],
    [t("consent.textVersion"), `${record.text_version} (${record.locale})`],
    [t("consent.textHash"), record.text_hash],
    [t("consent.ip"), record.ip],
    [t("consent.userAgent"), record.user_agent],
    [t("agentPart.esignVersion"), record.esign_disclosure_version],
  ];
  // The agent's part of the Scope of Appointment form, in the form's order, once filled.
  const agentDetails = soaAgentFieldKeys.flatMap((key) => {
    const value = record.agent_details?.[key];
    return value ? [[key, value] as const] : [];
  });
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="consent-evidence">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t(`consent.kind.${record.kind}`)}</h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-mono text-[0.8rem] break-all text-slate-900 sm:font-sans sm:text-sm dark:text-slate-100">{value}</dd>
            </div>
          ))}
      </dl>
      {agentDetails.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="font-semibold text-slate-900 dark:text-white">{t("consent.agentPart")}</h4>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {agentDetails.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium text-slate-600 dark:text-slate-400">{t(`consent.agentDetails.${key}`)}</dt>
                <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {record.signature ? (
        <figure className="flex flex-col gap-1">
          <svg
            viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline drawing: <img> cannot hold it
            role="img"
            aria-label={t("consent.drawnSignature", { name: record.signer_name })}
            className="h-auto w-full max-w-md rounded-lg border border-slate-300 bg-white"
            data-testid="consent-signature"
          >
            <path d={record.signature} fill="none" stroke="#0f172a" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <figcaption className="text-sm text-slate-600 dark:text-slate-400">{t("consent.drawnCaption")}</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("consent.typedOnly")}</p>
      )}
    </article>
  );
}
