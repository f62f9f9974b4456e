import { emptySurveyDocument, type TSurveyType } from "@planready/contracts/surveys/content";
import { navigationOf, nextScreen, previousScreen } from "@planready/contracts/surveys/navigation";
import type { TSurveyLinkSummary, TSurveyResponse } from "@planready/contracts/surveys/responses";
import { screensFor, type TScreenId } from "@planready/contracts/surveys/screens";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "../../../i18n/react";
import { applyWrite } from "../lib/apply-write";
import { newId } from "../lib/new-id";
import type { TSurveyWrite } from "../lib/survey-writes";
import { preloadScreen } from "../screens/registry";
import { clearPendingConsent } from "../screens/consent/pending-consent";
import type { TScreenProps } from "../screens/screen-props";
import { createFocusRequests } from "./survey-focus";
import { SurveyScreenSlot } from "./survey-screen-slot";
import { SurveyFrame } from "./survey-frame";
import { surveyStep } from "./survey-step";

/** A response that exists only on this page: nothing is ever sent. */
function previewResponse(surveyType: TSurveyType, link: TSurveyLinkSummary, locale: "en" | "es"): TSurveyResponse {
  return {
    id: newId(),
    current_question: null,
    survey_type: surveyType,
    integration: null,
    no_providers: false,
    locale,
    status: "in_progress",
    submitted_at: null,
    created_at: new Date().toISOString(),
    client_rev: 0,
    survey_content: emptySurveyDocument(newId()),
    link,
  };
}

/** What the page's own controls above a preview get: the survey's screens, the one shown, and a way to any other. */
export type TPreviewControls = {
  surveyType: TSurveyType;
  order: readonly TScreenId[];
  screen: TScreenId;
  goTo: (screen: TScreenId) => void;
};

type SurveyPreviewProps = {
  surveyType: TSurveyType;
  /** The agent the survey is shown for (names and agency of the survey's header). */
  link: TSurveyLinkSummary;
  /** Drawn above the survey. */
  Toolbar: ComponentType<TPreviewControls>;
};

/**
 * A survey type walked through exactly as a client sees it (the real screens, frame and theme), on this page only:
 * answers stay in memory and no write leaves the browser, so an agent can try every screen before buying the link.
 * Rendered in the browser only (its response is made up on the spot).
 */
export function SurveyPreview({ surveyType, link, Toolbar }: SurveyPreviewProps) {
  const { i18n } = useTranslation("surveys");
  const locale = i18n.language === "es" ? "es" : "en";
  const [response, setResponse] = useState(() => previewResponse(surveyType, link, locale));
  const responseRef = useRef(response);
  const [screen, setScreen] = useState<TScreenId>("surveyStart");
  const [focus] = useState(createFocusRequests);
  const rev = useRef(0);
  const nav = navigationOf(response);
  const order = screensFor(nav);

  // A consent signed here is remembered on this device under the made-up response: forget it when leaving.
  useEffect(() => {
    const id = response.id;
    return () => {
      clearPendingConsent(id, "soa");
      clearPendingConsent(id, "aca_consent");
    };
  }, [response.id]);

  useLayoutEffect(() => {
    focus.request(screen);
  }, [screen, focus]);

  useEffect(() => {
    const current = navigationOf(responseRef.current);
    preloadScreen(nextScreen(screen, current), i18n);
    preloadScreen(previousScreen(screen, current), i18n);
  }, [screen, i18n]);

  const apply = (write: TSurveyWrite) => {
    responseRef.current = applyWrite(responseRef.current, write);
    setResponse(responseRef.current);
  };
  const nextRev = () => (rev.current += 1);
  const goTo = (target: TScreenId) => {
    window.scrollTo({ top: 0 });
    setScreen(target);
  };

  const props: TScreenProps = {
    screen,
    response,
    content: response.survey_content,
    link: response.link,
    locale,
    surveyType,
    integration: null,
    noProviders: false,
    preview: true,
    save: (patch) => apply({ kind: "content", patch, client_rev: nextRev() }),
    saveItem: (collection, item) => apply({ kind: "putItem", collection, item, client_rev: nextRev() }),
    deleteItem: (collection, id) => apply({ kind: "deleteItem", collection, id, client_rev: nextRev() }),
    deleteAll: (collection) => apply({ kind: "deleteAll", collection, client_rev: nextRev() }),
    write: apply,
    nextRev,
    newId,
    token: () => null,
    goNext: () => {
      const target = nextScreen(screen, navigationOf(responseRef.current));
      if (target) goTo(target);
    },
    goBack: () => {
      const target = previousScreen(screen, navigationOf(responseRef.current));
      if (target) goTo(target);
    },
    canGoBack: screen !== "confirmation" && previousScreen(screen, nav) !== null,
    editScreen: goTo,
    saveStatus: "saved",
  };
  const focusContext = useMemo(() => ({ consumeFocusRequest: focus.consumeFocusRequest }), [focus]);

  return (
    <>
      <Toolbar surveyType={surveyType} order={order} screen={screen} goTo={goTo} />
      <SurveyFrame link={response.link} surveyType={surveyType} step={surveyStep(screen, nav)}>
        <SurveyScreenSlot screen={screen} focus={focusContext} props={props} />
      </SurveyFrame>
    </>
  );
}
