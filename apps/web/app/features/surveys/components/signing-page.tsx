import type { TSignatureRequestView } from "@planready/contracts/signature-requests";
import type { TConsentRecord } from "@planready/contracts/surveys/consent-records";
import { emptySurveyDocument } from "@planready/contracts/surveys/content";
import type { TSurveyResponse } from "@planready/contracts/surveys/responses";
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { useCatalogPart } from "../../../i18n/use-catalog-part";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { applyWrite } from "../lib/apply-write";
import { agentName } from "../lib/agent-name";
import { newId } from "../lib/new-id";
import { getSigningView, signThroughLink } from "../lib/signing-api";
import type { TSurveyWrite } from "../lib/survey-writes";
import { clearPendingConsent } from "../screens/consent/pending-consent";
import { SCREEN_HEADING_ID, type TScreenProps } from "../screens/screen-props";
import { primaryButton } from "./buttons";
import { createFocusRequests } from "./survey-focus";
import { SurveyFrame } from "./survey-frame";
import { SurveyScreenSlot } from "./survey-screen-slot";

const recordsKey = (kind: TSignatureRequestView["kind"]) => (kind === "soa" ? "scope_of_appointment_responses" : "aca_consent_responses");

/** The response the signing screen works on: the client's name and, once signed, the consent; no other answer. */
function signingResponse(view: TSignatureRequestView, locale: "en" | "es"): TSurveyResponse {
  const content = { ...emptySurveyDocument(view.content_id), first_name: view.client.first_name, last_name: view.client.last_name };
  return {
    id: view.response_id,
    current_question: null,
    survey_type: view.survey_type,
    integration: null,
    no_providers: false,
    locale,
    status: "submitted",
    submitted_at: null,
    created_at: new Date(0).toISOString(),
    client_rev: 0,
    survey_content: view.signed ? { ...content, [recordsKey(view.kind)]: [view.signed] } : content,
    link: view.link,
  };
}

/**
 * `/sign/{token}`: a link the agent sent for a signature opens the survey's own signing screen (Scope of Appointment
 * or ACA consent) and nothing else, in the client's language. Signing sends the consent at once; declining says
 * plainly that nothing was signed. An expired or replaced link says so.
 */
export function SigningPage({ view, token }: { view: TSignatureRequestView | null; token: string }) {
  return (
    <Suspense
      fallback={
        <SurveyFrame link={view?.link ?? null} surveyType={view?.survey_type ?? null} step={null}>
          {null}
        </SurveyFrame>
      }
    >
      {view ? <SigningSession view={view} token={token} /> : <SigningLinkInvalid />}
    </Suspense>
  );
}

function SigningLinkInvalid() {
  const { t } = useTranslation("surveys");
  useCatalogPart("surveys/consent");
  return (
    <SurveyFrame link={null} surveyType={null} step={null}>
      <h1 className="text-3xl font-bold">{t("signingLink.invalid.title")}</h1>
      <p className="mt-3">{t("signingLink.invalid.body")}</p>
    </SurveyFrame>
  );
}

function SigningSession({ view, token }: { view: TSignatureRequestView; token: string }) {
  const { t, i18n } = useTranslation("surveys");
  useCatalogPart("surveys/consent");
  const locale = i18n.language === "es" ? "es" : "en";
  // A signature this device kept from an attempt that never reached the server must not show as signed: here
  // nothing is queued, so the server's answer is the only truth (cleared before the screen reads it).
  useState(() => {
    if (typeof window !== "undefined" && !view.signed) clearPendingConsent(view.response_id, view.kind);
  });
  const [response, setResponse] = useState(() => signingResponse(view, locale));
  const responseRef = useRef(response);
  const [declined, setDeclined] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [focus] = useState(createFocusRequests);
  const rev = useRef(0);
  const screen = view.kind === "soa" ? "scopeOfAppointment" : "acaConsent";
  const agent = agentName(view.link) || t("frame.yourAgent");
  const signed = response.survey_content[recordsKey(view.kind)].length > 0;

  // Back from "not signed", or after a failed try, the signing screen's heading takes the focus again.
  useLayoutEffect(() => {
    if (attempt > 0 || !declined) focus.request(screen);
  }, [attempt, declined, focus, screen]);

  const show = (record: TConsentRecord) => {
    responseRef.current = {
      ...responseRef.current,
      survey_content: { ...responseRef.current.survey_content, [recordsKey(view.kind)]: [record] },
    };
    setResponse(responseRef.current);
  };
  const apply = (write: TSurveyWrite) => {
    responseRef.current = applyWrite(responseRef.current, write);
    setResponse(responseRef.current);
  };
  const sign = async (write: Extract<TSurveyWrite, { kind: "consent" }>) => {
    setError(null);
    try {
      show(await signThroughLink(token, write.request));
    } catch (caught) {
      // Signed already (an earlier try whose answer was lost): show that signature.
      const current = problemCode(caught) === "CONFLICT" ? await getSigningView(token).catch(() => null) : null;
      if (current?.signed) return show(current.signed);
      clearPendingConsent(view.response_id, view.kind);
      setError(
        problemMessage(caught, t, "signingLink.failed", { UNAUTHENTICATED: "signingLink.invalid.body", CONFLICT: "signingLink.used" }),
      );
      setAttempt((n) => n + 1);
    }
  };

  const props: TScreenProps = {
    screen,
    response,
    content: response.survey_content,
    link: view.link,
    locale,
    surveyType: view.survey_type,
    integration: null,
    noProviders: false,
    // The products ticked stay on the page: the signature carries them; no other answer is written.
    save: () => undefined,
    saveItem: (collection, item) => apply({ kind: "putItem", collection, item, client_rev: ++rev.current }),
    deleteItem: (collection, id) => apply({ kind: "deleteItem", collection, id, client_rev: ++rev.current }),
    deleteAll: (collection) => apply({ kind: "deleteAll", collection, client_rev: ++rev.current }),
    write: (write) => (write.kind === "consent" ? void sign(write) : apply(write)),
    nextRev: () => ++rev.current,
    newId,
    token: () => null,
    // "Continue without signing".
    goNext: () => setDeclined(true),
    goBack: () => undefined,
    canGoBack: false,
    editScreen: () => undefined,
    saveStatus: "saved",
  };
  const focusContext = useMemo(() => ({ consumeFocusRequest: focus.consumeFocusRequest }), [focus]);
  const until = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long" }).format(new Date(view.expires_at));

  const status = error ? (
    <p role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      {error}
    </p>
  ) : signed ? (
    <output className="block rounded-xl border-2 border-green-700 bg-green-50 p-4 text-green-900" data-testid="signing-sent">
      {t("signingLink.sent", { agent })}
    </output>
  ) : null;

  return (
    <SurveyFrame link={view.link} surveyType={view.survey_type} step={null} status={status}>
      {declined && !signed ? (
        <Declined agent={agent} until={until} onBack={() => setDeclined(false)} />
      ) : (
        <SurveyScreenSlot key={attempt} screen={screen} focus={focusContext} props={props} />
      )}
    </SurveyFrame>
  );
}

function Declined({ agent, until, onBack }: { agent: string; until: string; onBack: () => void }) {
  const { t } = useTranslation("surveys");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div data-testid="signing-declined">
      <h1 ref={heading} id={SCREEN_HEADING_ID} tabIndex={-1} className="text-3xl leading-tight font-bold text-slate-900 outline-none">
        {t("signingLink.declined.title")}
      </h1>
      <p className="mt-3 text-lg font-semibold">{t("signingLink.declined.body", { agent })}</p>
      <p className="mt-2 text-lg">{t("signingLink.declined.later", { date: until })}</p>
      <button type="button" className={`${primaryButton} mt-8`} onClick={onBack}>
        {t("signingLink.declined.back")}
      </button>
    </div>
  );
}
