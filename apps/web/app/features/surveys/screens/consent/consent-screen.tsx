import type { TConsentKind, TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import { consentFactsOf, consentTextFor, currentConsentVersion, linkAgentName } from "@planready/contracts/surveys/consent-texts";
import { currentEsignDisclosureVersion, esignDisclosureFor } from "@planready/contracts/surveys/esign-disclosure";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../../i18n/react";
import { primaryButton, secondaryButton } from "../../components/buttons";
import { ChoiceCards, TextInput } from "../../components/inputs";
import { ScreenLayout } from "../../components/screen-layout";
import type { TScreenProps } from "../screen-props";
import { ConsentSigned } from "./consent-signed";
import { ConsentText } from "./consent-text";
import { buildConsentRequest, consentFormErrors, localUsDate, type TConsentFormError, type TSignatureMethod } from "./consent-request";
import {
  clearPendingConsent,
  readConsentDraft,
  readPendingConsent,
  type TConsentDraft,
  writeConsentDraft,
  writePendingConsent,
} from "./pending-consent";
import { SignatureChoice } from "./signature-choice";
import { SoaProducts } from "./soa-products";
import { soaSelectionWrites } from "./soa-selections";

const errorMessages: Record<TConsentFormError, string> = {
  products: "consent.productsRequired",
  beneficiaryName: "consent.beneficiaryNameRequired",
  relationship: "consent.relationshipRequired",
  signerName: "consent.signerNameRequired",
  signature: "consent.signature.required",
};

/**
 * scopeOfAppointment and acaConsent: the exact text version of the client's language, naming the client and their
 * agent as it will be hashed, the choices it asks for (products, who signs), the signer's printed name (prefilled
 * from the survey) and one signature: drawn, or that name typed (SignatureChoice). Signing queues POST
 * /api/consents with a client id, so a retry stores it once; from then on the screen shows the signed form, which
 * cannot change. Props: the screen's own (TScreenProps) and the consent's kind.
 */
export function ConsentScreen({ kind, ...props }: TScreenProps & { kind: TConsentKind }) {
  const { t } = useTranslation("surveys");
  const { content, link, locale } = props;
  const records = kind === "soa" ? content.scope_of_appointment_responses : content.aca_consent_responses;
  const [pending, setPending] = useState<TSignConsentRequest | null>(null);
  // Read after hydration, so the server's render and the browser's first render agree.
  // oxlint-disable-next-line react/set-state-in-effect
  useEffect(() => setPending(readPendingConsent(props.response.id, kind)), [props.response.id, kind]);
  useEffect(() => {
    if (pending && records.some((record) => record.id === pending.id)) clearPendingConsent(props.response.id, kind);
  }, [pending, records, props.response.id, kind]);

  const clientName = [content.first_name, content.last_name].filter(Boolean).join(" ");
  const [signer, setSigner] = useState<TConsentDraft>({
    signerRole: "beneficiary",
    signerName: clientName,
    beneficiaryName: "",
    relationship: "",
  });
  const { signerRole: role, signerName, beneficiaryName, relationship } = signer;
  const update = (change: Partial<TConsentDraft>) => setSigner((current) => ({ ...current, ...change }));
  const [method, setMethod] = useState<TSignatureMethod>("draw");
  const [signature, setSignature] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  // The names typed before signing are kept on this device: read once hydrated, then written as they change.
  const [draftRead, setDraftRead] = useState(false);
  useEffect(() => {
    const draft = readConsentDraft(props.response.id, kind);
    // oxlint-disable-next-line react/set-state-in-effect
    if (draft) setSigner(draft);
    setDraftRead(true);
  }, [props.response.id, kind]);
  useEffect(() => {
    if (draftRead) writeConsentDraft(props.response.id, kind, signer);
  }, [draftRead, props.response.id, kind, signer]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const selections = soaSelectionWrites(props);

  const signed = records.at(-1) ?? pending;
  if (signed) return <ConsentSigned {...props} signed={signed} />;

  const version = currentConsentVersion[kind];
  const text = consentTextFor(kind, version, locale);
  if (!text) throw new Error(`No ${kind} text ${version} in ${locale}`);
  const disclosure = esignDisclosureFor(currentEsignDisclosureVersion, locale);

  const form = { signerRole: role, signerName, beneficiaryName, relationship, method, signature, products: selections.products };
  const current = showErrors ? consentFormErrors(kind, form) : [];
  const error = (key: TConsentFormError, message: string) => (current.includes(key) ? message : null);
  // The words as they will be hashed: the server names the same consumer, agent and agency (consentFactsOf).
  const facts = consentFactsOf({
    signer_role: role,
    signer_name: signerName,
    beneficiary_name: beneficiaryName,
    agent_name: linkAgentName(link),
    agency_name: link.agency_name,
  });

  function sign() {
    const found = consentFormErrors(kind, form);
    setShowErrors(true);
    if (found.length > 0) {
      setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    const request = buildConsentRequest({ id: props.newId(), kind, textVersion: version, locale, form });
    props.write({ kind: "consent", request });
    writePendingConsent(props.response.id, request);
    writeConsentDraft(props.response.id, kind, null);
    setPending(request);
  }

  const roles = kind === "soa" ? "soaRoles" : "acaRoles";
  return (
    <ScreenLayout
      {...props}
      title={t(`titles.${props.screen}`)}
      intro={t(kind === "soa" ? "consent.soaIntro" : "consent.acaIntro")}
      hideNext
    >
      <ConsentText text={text} facts={facts}>
        {text.products.length > 0 ? (
          <SoaProducts
            legend={t("consent.products")}
            hint={t("consent.productsHint")}
            products={text.products}
            values={selections.products}
            onToggle={selections.toggle}
            error={error("products", t("consent.productsRequired"))}
          />
        ) : null}
      </ConsentText>

      {/* Enter in a field here signs (the form around would otherwise move on without signing). */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="mt-8 border-t-2 border-slate-200 pt-2"
        onKeyDown={(event) => {
          const target = event.target as HTMLInputElement;
          if (event.key !== "Enter" || target.tagName !== "INPUT" || target.type === "radio" || target.type === "checkbox") return;
          event.preventDefault();
          sign();
        }}
      >
        {text.signature.map((line) => (
          <p key={line} className="mt-4 text-lg text-slate-800">
            {line}
          </p>
        ))}
        <ChoiceCards
          legend={t("consent.signerRole")}
          name={`signer-role-${kind}`}
          value={role}
          options={(["beneficiary", "representative"] as const).map((value) => ({ value, label: t(`consent.${roles}.${value}`) }))}
          onValueChange={(value) => {
            const next = value === "representative" ? "representative" : "beneficiary";
            // Whose name is prefilled follows who signs: the client's own, or the one they sign for.
            if (next === "representative") {
              update({
                signerRole: next,
                beneficiaryName: beneficiaryName || clientName,
                signerName: signerName === clientName ? "" : signerName,
              });
            } else update({ signerRole: next, signerName: signerName || clientName });
          }}
        />
        {role === "representative" ? (
          <>
            <TextInput
              label={t("consent.beneficiaryName")}
              autoComplete="off"
              maxLength={200}
              value={beneficiaryName}
              error={error("beneficiaryName", t("consent.beneficiaryNameRequired"))}
              onValueChange={(value) => update({ beneficiaryName: value })}
            />
            <TextInput
              label={t("consent.relationship")}
              hint={t("consent.relationshipHint")}
              autoComplete="off"
              maxLength={100}
              value={relationship}
              error={error("relationship", t("consent.relationshipRequired"))}
              onValueChange={(value) => update({ relationship: value })}
            />
          </>
        ) : null}
        <TextInput
          label={t("consent.signerName")}
          autoComplete="name"
          maxLength={200}
          value={signerName}
          error={error("signerName", t("consent.signerNameRequired"))}
          onValueChange={(value) => update({ signerName: value })}
        />
        <SignatureChoice
          name={signerName}
          method={method}
          onMethodChange={(next) => {
            setMethod(next);
            // A drawing is made anew each time the box is shown.
            setSignature(null);
          }}
          onDrawingChange={setSignature}
          error={error("signature", t("consent.signature.required"))}
        />
        <p className="mt-6 text-lg text-slate-900">
          <span className="font-semibold">{t("consent.date")}:</span> {localUsDate()}
        </p>
        {current.length > 0 ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-lg text-red-900"
          >
            <p className="font-semibold">{t("consent.errors")}</p>
            <ul className="mt-2 list-disc pl-6">
              {current.map((key) => (
                <li key={key}>{t(errorMessages[key])}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {disclosure ? (
          <section
            aria-labelledby={`esign-${kind}`}
            className="mt-6 rounded-xl border-2 border-slate-300 bg-slate-50 p-4"
            data-testid="esign-disclosure"
          >
            <h3 id={`esign-${kind}`} className="text-lg font-semibold text-slate-900">
              {disclosure.title}
            </h3>
            {disclosure.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-base text-slate-800">
                {paragraph}
              </p>
            ))}
          </section>
        ) : null}
        <div className="mt-6 flex flex-col gap-3">
          <button type="button" className={primaryButton} onClick={sign}>
            {t("consent.sign")}
          </button>
          {/* Signing is not required to get information (the form says so): the client may go on without it. */}
          <button type="button" className={secondaryButton} onClick={props.goNext}>
            {t("consent.continueWithout")}
          </button>
        </div>
      </div>
    </ScreenLayout>
  );
}
