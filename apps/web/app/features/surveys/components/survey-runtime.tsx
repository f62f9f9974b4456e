import { surveyIsSubmittable } from "@planready/contracts/surveys/answered";
import { navigationOf, nextScreen, previousScreen, resumeScreen } from "@planready/contracts/surveys/navigation";
import type { TSurveyResponse } from "@planready/contracts/surveys/responses";
import { screensFor, type TScreenId } from "@planready/contracts/surveys/screens";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { SaveQueue, SaveStatus } from "../lib/save-queue";
import type { TQueuedWrite } from "../lib/survey-writes";
import { forgetSurvey, writeSnapshot } from "../lib/survey-device-copy";
import { forgetSurveyPage, keepSurveyPage } from "../lib/survey-offline-page";
import { waitingForFirstUse } from "../../../lib/early-input";
import { useSurveyWrites } from "../hooks/use-survey-writes";
import { preloadAllScreens, preloadScreen } from "../screens/registry";
import type { TScreenProps } from "../screens/screen-props";
import { SaveStatusLine } from "./save-status";
import { createFocusRequests } from "./survey-focus";
import { SurveyScreenSlot } from "./survey-screen-slot";
import { SurveyFrame } from "./survey-frame";
import { surveyStep } from "./survey-step";

/** History state of a survey move: where the client came from, and whether they came to edit from the review. */
type TMoveState = { from?: TScreenId; reviewEdit?: boolean } | null;

type TSurveyRuntimeProps = {
  initial: TSurveyResponse;
  /** Writes this device held that are newer than `initial` (a survey rendered on the server), applied once read. */
  keptWrites?: readonly TQueuedWrite[];
  queue: SaveQueue;
  token: string;
  status: SaveStatus;
};

/**
 * A running survey. The screen lives in the URL (`?screen=`), so the browser's Back and Forward move within the
 * survey and a reload stays put; the response's current_question follows every move (saved through the queue).
 * Moves use the contracts' nextScreen / previousScreen (skip rules included). Leaving the review (wrapThis), or
 * reaching the confirmation in surveys without one, submits the response: the submit is queued behind every answer,
 * so it is sent only once all of them are confirmed.
 */
export function SurveyRuntime({ initial, keptWrites, queue, token, status }: TSurveyRuntimeProps) {
  const { t, i18n } = useTranslation("surveys");
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [focus] = useState(createFocusRequests);
  // The screen a survey with no answer at all could not be sent from (the server refuses it: SURVEY_EMPTY).
  const [emptyOn, setEmptyOn] = useState<TScreenId | null>(null);
  const writes = useSurveyWrites(initial, queue);
  const { response, responseRef, flushPatch, write, nextRev, applyKept } = writes;
  useEffect(() => {
    if (keptWrites?.length) applyKept(keptWrites);
  }, [keptWrites, applyKept]);
  const nav = navigationOf(response);
  const order = screensFor(nav);
  const requested = params.get("screen");
  const screen: TScreenId = order.includes(requested as TScreenId)
    ? (requested as TScreenId)
    : resumeScreen(response.current_question, nav);
  const moveState = location.state as TMoveState;

  // Each screen shown (Next, Back, the browser's buttons): its heading takes the focus once it mounts. A layout
  // effect, so the request is there before the screen's own effect looks for it.
  useLayoutEffect(() => {
    focus.request(screen);
  }, [screen, focus]);

  // The URL always names the screen, so that the browser's Back returns to it rather than to the resume point.
  useEffect(() => {
    if (requested !== screen)
      void navigate({ search: `?${withScreen(screen)}` }, { replace: true, state: location.state, preventScrollReset: true });
  }, [requested, screen, navigate, location.state]);

  // current_question follows every move; the next and previous screens are fetched ahead.
  useEffect(() => {
    if (responseRef.current.current_question !== screen) {
      write({ kind: "response", fields: { current_question: screen }, client_rev: nextRev() });
    }
    const latest = navigationOf(responseRef.current);
    preloadScreen(nextScreen(screen, latest), i18n);
    preloadScreen(previousScreen(screen, latest), i18n);
  }, [screen, write, nextRev, responseRef, i18n]);

  // The response records the language the survey is shown in (the agent sees it): also when it is resumed in
  // another language than it was started in.
  const pageLocale = i18n.language === "es" ? "es" : "en";
  useEffect(() => {
    if (responseRef.current.locale !== pageLocale) write({ kind: "response", fields: { locale: pageLocale }, client_rev: nextRev() });
  }, [pageLocale, write, nextRev, responseRef]);

  // Once the client uses the survey (a tap, a key, a change), every screen is fetched while idle, so a lost
  // connection cannot strand them (again after a change of language, for the screens' strings). Not before: a
  // resumed screen hydrates alone, and the client reading it is not kept waiting by forty others (decision 022).
  useEffect(() => whenUsed(() => preloadAllScreens(screensFor(navigationOf(responseRef.current)), i18n)), [responseRef, i18n]);

  // The page itself is kept on this device too (service worker), so that a reload without a connection opens it.
  const submitted = response.status === "submitted";
  useEffect(() => {
    if (!submitted) keepSurveyPage(responseRef.current.id, i18n.language);
  }, [submitted, responseRef, i18n.language]);

  // Finished and every write confirmed: nothing of the survey stays on this device (decision 017), and reopening the
  // link starts a new survey. The page shows the submission at once (the submit is applied here before it is sent),
  // and "saved" can still describe the writes before it: the device forgets only once the queue itself holds
  // nothing the server has not answered — the submit and the last screen's answers included.
  const finished = screen === "confirmation" && response.status === "submitted" && status === "saved";
  const finishedRef = useRef(false);
  useEffect(() => {
    if (!finished) return;
    let cancelled = false;
    void (async () => {
      const pending = await queue.pending();
      if (cancelled || pending.length > 0) return;
      finishedRef.current = true;
      forgetSurveyPage(response.id);
      await forgetSurvey(response.id, token);
    })();
    return () => {
      cancelled = true;
    };
  }, [finished, queue, response.id, token]);

  // The last state seen, kept on this device for a reload without a connection (and at once when the page goes),
  // until the survey is finished.
  useEffect(() => {
    if (finished) return;
    const timer = window.setTimeout(() => writeSnapshot(response.id, response), 300);
    return () => window.clearTimeout(timer);
  }, [response, finished]);
  useEffect(() => {
    const keep = () => {
      if (!finishedRef.current) writeSnapshot(responseRef.current.id, responseRef.current);
    };
    window.addEventListener("pagehide", keep);
    return () => window.removeEventListener("pagehide", keep);
  }, [responseRef]);

  const moveTo = (target: TScreenId, state: TMoveState = { from: screen }) => {
    flushPatch();
    void navigate({ search: `?${withScreen(target)}` }, { state, preventScrollReset: true });
  };

  const goNext = () => {
    flushPatch();
    const current = navigationOf(responseRef.current);
    const currentOrder = screensFor(current);
    if (moveState?.reviewEdit && currentOrder.includes("wrapThis") && screen !== "wrapThis") {
      moveTo("wrapThis");
      return;
    }
    const target = nextScreen(screen, current);
    if (!target) return;
    // The review submits (a consent to sign may follow); surveys without one submit on reaching the confirmation.
    const submits = screen === "wrapThis" || (target === "confirmation" && !currentOrder.includes("wrapThis"));
    if (
      submits &&
      responseRef.current.status !== "submitted" &&
      !surveyIsSubmittable(responseRef.current.survey_type, responseRef.current.survey_content)
    ) {
      setEmptyOn(screen);
      return;
    }
    if (submits && responseRef.current.status !== "submitted") {
      // Queued behind every answer: the server sees the submission only once all of them are confirmed.
      write({ kind: "submit", client_rev: nextRev() });
    }
    moveTo(target);
  };

  const goBack = () => {
    flushPatch();
    const target = previousScreen(screen, navigationOf(responseRef.current));
    if (!target) return;
    if (moveState?.from === target) void navigate(-1);
    else void navigate({ search: `?${withScreen(target)}` }, { replace: true, preventScrollReset: true });
  };

  const editFromReview = (target: TScreenId) => moveTo(target, { from: "wrapThis", reviewEdit: true });

  const locale = i18n.language === "es" ? "es" : "en";
  const props: TScreenProps = {
    screen,
    response,
    content: response.survey_content,
    link: response.link,
    locale,
    surveyType: response.survey_type,
    integration: response.integration,
    noProviders: response.no_providers,
    save: writes.save,
    saveItem: writes.saveItem,
    deleteItem: writes.deleteItem,
    deleteAll: writes.deleteAll,
    write,
    nextRev,
    newId: writes.newId,
    token: () => token,
    goNext,
    goBack,
    canGoBack: screen !== "confirmation" && previousScreen(screen, nav) !== null,
    editScreen: editFromReview,
    saveStatus: status,
  };
  const focusContext = useMemo(() => ({ consumeFocusRequest: focus.consumeFocusRequest }), [focus]);

  return (
    <SurveyFrame
      link={response.link}
      surveyType={response.survey_type}
      step={surveyStep(screen, nav)}
      status={<SaveStatusLine status={status} />}
      onLanguageChange={(next) => {
        flushPatch();
        write({ kind: "response", fields: { locale: next }, client_rev: nextRev() });
      }}
    >
      {emptyOn === screen ? (
        <p role="alert" className="mb-4 rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-lg text-red-900">
          {t("common:errors.codes.SURVEY_EMPTY")}
        </p>
      ) : null}
      <SurveyScreenSlot screen={screen} focus={focusContext} props={props} />
    </SurveyFrame>
  );
}

const USE_EVENTS = ["pointerdown", "keydown", "input", "change"] as const;

/**
 * Runs `task` while the browser is idle; on a screen from the server's HTML that hydrated without being touched,
 * only after the client's first tap, key or change. Returns a clean-up.
 */
function whenUsed(task: () => void): () => void {
  let idleId: number | null = null;
  const idle = (fn: () => void): number =>
    window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 200);
  const stop = () => {
    for (const type of USE_EVENTS) window.removeEventListener(type, used, true);
  };
  const used = () => {
    stop();
    idleId = idle(task);
  };
  // The tap that made the page hydrate counts, and a page that hydrated by itself waits for none (lib/early-input.ts).
  if (!waitingForFirstUse()) used();
  else for (const type of USE_EVENTS) window.addEventListener(type, used, { capture: true, passive: true });
  return () => {
    stop();
    if (idleId === null) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idleId);
    else window.clearTimeout(idleId);
  };
}

function withScreen(screen: TScreenId): URLSearchParams {
  const next = new URLSearchParams(window.location.search);
  next.set("screen", screen);
  return next;
}
