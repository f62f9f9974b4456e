import type { TConsentRecord, TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import { consentFactsOf, consentTextFor, linkAgentName } from "@planready/contracts/surveys/consent-texts";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../../i18n/react";
import { ScreenLayout } from "../../components/screen-layout";
import { SignatureImage } from "../../components/signature-pad";
import type { TScreenProps } from "../screen-props";
import { ConsentText } from "./consent-text";

/**
 * A signed consent, read only: the text version it was signed on (whatever the page's language is now), what
 * was chosen, who signed, the signature and the date. A record is immutable; changing it is a talk with the agent.
 */
export function ConsentSigned({ signed, ...props }: TScreenProps & { signed: TConsentRecord | TSignConsentRequest }) {
  const { t } = useTranslation("surveys");
  const statusRef = useRef<HTMLDivElement>(null);
  // Right after signing the Sign button is gone: the focus goes to the confirmation rather than the page's top.
  useEffect(() => {
    if (document.activeElement === document.body) statusRef.current?.focus();
  }, []);
  const text = consentTextFor(signed.kind, signed.text_version, signed.locale);
  // The names the text was signed with: the record's own, or, while it waits to be sent, the link's as shown.
  const facts = consentFactsOf(
    "signed_at" in signed ? signed : { ...signed, agent_name: linkAgentName(props.link), agency_name: props.link.agency_name },
  );
  const products = text?.products.filter((product) => signed.products?.includes(product.id)) ?? [];
  const signer =
    signed.signer_role === "representative"
      ? t("consent.signed.asRepresentative", {
          name: signed.signer_name,
          relationship: signed.representative_relationship,
          beneficiary: signed.beneficiary_name,
        })
      : signed.signer_name;

  return (
    <ScreenLayout {...props} title={t(`titles.${props.screen}`)}>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- <output> may not hold paragraphs */}
      <div ref={statusRef} tabIndex={-1} role="status" className="mt-6 rounded-xl border-2 border-green-700 bg-green-50 p-4">
        <p className="flex items-center gap-2 text-xl font-semibold text-green-900">
          <span aria-hidden="true">✓</span> {t("consent.signed.heading")}
        </p>
        <p className="mt-1 text-lg text-green-900">{t("consent.signed.body", { name: signed.signer_name, date: signed.date })}</p>
        {!("signed_at" in signed) && typeof navigator !== "undefined" && !navigator.onLine ? (
          <p className="mt-1 text-lg text-green-900">{t("consent.signed.offline")}</p>
        ) : null}
      </div>
      {text ? (
        <ConsentText text={text} facts={facts}>
          {products.length > 0 ? (
            <>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{t("consent.signed.products")}</h3>
              <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-lg text-slate-800">
                {products.map((product) => (
                  <li key={product.id}>{product.label}</li>
                ))}
              </ul>
            </>
          ) : null}
        </ConsentText>
      ) : null}
      <dl className="mt-8 grid gap-4 border-t-2 border-slate-200 pt-6 text-lg">
        <div>
          <dt className="font-semibold text-slate-900">{t("consent.signed.signer")}</dt>
          <dd className="text-slate-800">{signer}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{t("consent.signature.label")}</dt>
          {signed.signature ? (
            <dd className="mt-2">
              <SignatureImage path={signed.signature} label={t("consent.signed.signatureOf", { name: signed.signer_name })} />
            </dd>
          ) : (
            <dd className="mt-1">
              <span className="block font-serif text-3xl break-words text-slate-900 italic">{signed.typed_name}</span>
              <span className="mt-1 block text-base text-slate-700">{t("consent.signed.typedSignature")}</span>
            </dd>
          )}
        </div>
        {/* Forms signed before the printed name became the typed one carry both; show the typed one when it differs. */}
        {signed.signature && signed.typed_name !== signed.signer_name ? (
          <div>
            <dt className="font-semibold text-slate-900">{t("consent.signed.typedName")}</dt>
            <dd className="text-slate-800">{signed.typed_name}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-slate-900">{t("consent.date")}</dt>
          <dd className="text-slate-800">{signed.date}</dd>
        </div>
      </dl>
      <p className="mt-6 text-lg text-slate-700">{t("consent.signed.final")}</p>
    </ScreenLayout>
  );
}
