import type { TPublicLink } from "@planready/contracts/links";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import { surveyTypes } from "@planready/contracts/surveys/survey-types";
import { parseNoProviders, progressOf } from "@planready/contracts/surveys/screens";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { beforeHydration } from "../../../lib/before-hydration";
import { preloadableLazy } from "../../../lib/preloadable-lazy";
import { problemMessage } from "../../../lib/problem-message";
import { createResponse } from "../lib/survey-api";
import { useHydrated } from "../../../lib/use-hydrated";
import { rememberSurvey, resumeRecordForLink } from "../lib/survey-storage";
import type { TServerSurveySession } from "../lib/survey-session.server";
import { LinkUnavailablePage } from "./link-unavailable-page";
import { StartPanel } from "./start-panel";
import { SurveyFrame } from "./survey-frame";

/** The running survey (save queue, IndexedDB, every screen) loads once there is a response: the start page stays light. */
const loadSession = () => import("./survey-session");
// The moves between screens load with the running survey; Start asks for the first one while the response is created.
const loadNavigation = () => import("@planready/contracts/surveys/navigation");
const sessionCode = preloadableLazy(() => loadSession().then((module) => ({ default: module.SurveySession })));
const SurveySession = sessionCode.Component;

// A running survey's screen rendered on the server (decision 022): its code and strings are fetched before the page
// hydrates, so the screen in the HTML stays as it is. The start page has none and loads nothing more.
beforeHydration(async (instance) => {
  const screen = document.querySelector<HTMLElement>("[data-survey-screen]")?.dataset.surveyScreen;
  const running = window.location.pathname.startsWith("/survey/") || new URLSearchParams(window.location.search).has("surveyResponseId");
  if (!screen || !running) return;
  const [module] = await Promise.all([loadSession(), sessionCode.preload()]);
  await module.screenReady(screen, instance);
});

function SessionLoading({ link, surveyType }: { link: TPublicLink | null; surveyType: TSurveyType | null }) {
  const { t } = useTranslation("surveys");
  return (
    <SurveyFrame link={link} surveyType={surveyType} step={null}>
      <output className="mt-8 block text-lg">{t("frame.loading")}</output>
    </SurveyFrame>
  );
}

/** A known surveyType query value, else the link's own type (an unknown or missing one falls back). */
export function pageSurveyType(query: string | null, linkType: TSurveyType): TSurveyType {
  return (surveyTypes as readonly (string | null)[]).includes(query) ? (query as TSurveyType) : linkType;
}

/**
 * `/{linkUrl}`: the agent's link. Without a response in the URL it is the start screen (server-rendered), which
 * creates the response and keeps its token on this device; with `?surveyResponseId=` it is that survey.
 */
export function SurveyLinkPage({ link, session = null }: { link: TPublicLink; session?: TServerSurveySession | null }) {
  const { t, i18n } = useTranslation("surveys");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const surveyType = pageSurveyType(params.get("surveyType"), link.survey_type);
  const integration = params.get("integration")?.trim() || null;
  const noProviders = parseNoProviders(params.get("noProviders"));
  const responseId = params.get("surveyResponseId");
  // Read once hydrated: the server cannot know what this device kept.
  const hydrated = useHydrated();
  const resume = hydrated ? resumeRecordForLink(link.url) : null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (link.status !== "active") return <LinkUnavailablePage link={link} />;

  if (responseId) {
    return (
      <Suspense fallback={<SessionLoading link={link} surveyType={surveyType} />}>
        <SurveySession
          key={responseId}
          responseId={responseId}
          link={link}
          linkUrl={link.url}
          surveyType={surveyType}
          server={session?.response.id === responseId ? session : null}
        />
      </Suspense>
    );
  }

  const openResponse = (id: string, screen: string | null) => {
    const next = new URLSearchParams(params);
    next.set("surveyResponseId", id);
    if (screen) next.set("screen", screen);
    else next.delete("screen");
    // On the link's own spelling of its path, which the survey session cookie is scoped to (decision 022).
    void navigate({ pathname: `/${encodeURIComponent(link.url)}`, search: `?${next}` }, { replace: true });
  };

  const start = async () => {
    if (busy) return;
    setBusy(true);
    // Fetched while the response is being created.
    void loadSession().catch(() => undefined);
    setError(null);
    try {
      const navigation = loadNavigation();
      // Awaited below; if creating the response fails first, its own failure is the one shown.
      navigation.catch(() => undefined);
      const created = await createResponse({
        link_id: link.id,
        survey_type: surveyType,
        integration,
        no_providers: noProviders,
        locale: i18n.language === "es" ? "es" : "en",
      });
      rememberSurvey({ responseId: created.id, token: created.survey_token, linkUrl: link.url });
      const { nextScreen } = await navigation;
      openResponse(created.id, nextScreen("surveyStart", { surveyType, integration, noProviders }));
    } catch (caught) {
      setBusy(false);
      setError(problemMessage(caught, t, "start.failed", { NETWORK: "start.offline", NOT_FOUND: "start.unavailable" }));
    }
  };

  // The welcome is no question (no number): survey-step.ts and its question count stay off this page's first load.
  const welcomeStep = { screen: "surveyStart", question: null, percent: progressOf("surveyStart", { surveyType, integration }) } as const;
  return (
    <SurveyFrame link={link} surveyType={surveyType} step={welcomeStep}>
      <StartPanel
        link={link}
        surveyType={surveyType}
        canResume={resume !== null}
        busy={busy}
        error={error}
        onStart={() => void start()}
        onResume={() => resume && openResponse(resume.responseId, null)}
      />
    </SurveyFrame>
  );
}

/** `/survey/{surveyResponseId}`: an existing response, opened with the token this device holds. */
export function SurveyResponsePage({ responseId, session = null }: { responseId: string; session?: TServerSurveySession | null }) {
  return (
    <Suspense fallback={<SessionLoading link={null} surveyType={null} />}>
      <SurveySession
        key={responseId}
        responseId={responseId}
        link={null}
        linkUrl={null}
        surveyType={null}
        server={session?.response.id === responseId ? session : null}
      />
    </Suspense>
  );
}
