import type { TPublicLink } from "@planready/contracts/links";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import { surveyTypes } from "@planready/contracts/surveys/survey-types";
import { progressOf } from "@planready/contracts/surveys/screens";
import { Suspense, useEffect } from "react";
import { useTranslation } from "../../../i18n/react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { beforeHydration } from "../../../lib/before-hydration";
import { preloadableLazy } from "../../../lib/preloadable-lazy";
import { problemMessage } from "../../../lib/problem-message";
import { rememberSurvey } from "../lib/survey-storage";
import type { TServerSurveySession } from "../lib/survey-session.server";
import type { TStartProblem } from "../lib/start-survey.server";
import { LinkUnavailablePage } from "./link-unavailable-page";
import { StartPanel } from "./start-panel";
import { SurveyFrame } from "./survey-frame";

/** The running survey (save queue, IndexedDB, every screen) loads once there is a response: the start page loads no script. */
const loadSession = () => import("./survey-session");
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
 * `/{linkUrl}`: the agent's link. Without a response in the URL it is the start screen: plain HTML, no script
 * (decision 022); Start posts to the link route's action, which creates the response and sends the client to its
 * first screen with the survey session cookie. With `?surveyResponseId=` it is that survey (server-rendered from the
 * cookie, then hydrated).
 */
export function SurveyLinkPage({
  link,
  session = null,
  resumeId = null,
  startProblem = null,
}: {
  link: TPublicLink;
  session?: TServerSurveySession | null;
  /** The unfinished survey this device kept from this link (its survey session cookie), offered to continue. */
  resumeId?: string | null;
  /** Why the last Start failed (the action's answer), in the page's language. */
  startProblem?: TStartProblem | null;
}) {
  const { t } = useTranslation("surveys");
  const [params] = useSearchParams();
  const surveyType = pageSurveyType(params.get("surveyType"), link.survey_type);
  const integration = params.get("integration")?.trim() || null;
  const responseId = params.get("surveyResponseId");
  const server = session?.response.id === responseId ? session : null;
  // The token is also kept on this device, for a reload the server cannot render (the service worker's copy, offline).
  useEffect(() => {
    if (responseId && server) rememberSurvey({ responseId, token: server.token, linkUrl: link.url });
  }, [responseId, server, link.url]);

  if (link.status !== "active") return <LinkUnavailablePage link={link} />;

  if (responseId) {
    return (
      <Suspense fallback={<SessionLoading link={link} surveyType={surveyType} />}>
        <SurveySession key={responseId} responseId={responseId} link={link} linkUrl={link.url} surveyType={surveyType} server={server} />
      </Suspense>
    );
  }

  const resume = new URLSearchParams(params);
  if (resumeId) resume.set("surveyResponseId", resumeId);
  resume.delete("screen");
  const error = startProblem
    ? problemMessage(new ApiError(startProblem.status, startProblem.problem), t, "start.failed", {
        NETWORK: "start.offline",
        NOT_FOUND: "start.unavailable",
      })
    : null;
  // The welcome is no question (no number): survey-step.ts and its question count stay off this page's first load.
  const welcomeStep = { screen: "surveyStart", question: null, percent: progressOf("surveyStart", { surveyType, integration }) } as const;
  return (
    <SurveyFrame link={link} surveyType={surveyType} step={welcomeStep} plainHtml>
      <StartPanel
        link={link}
        surveyType={surveyType}
        resumeHref={resumeId ? `/${encodeURIComponent(link.url)}?${resume}` : null}
        error={error}
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
