import type { TSurveyResponse, TSurveyLinkSummary } from "@planready/contracts/surveys/responses";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { problemCode, problemStatus } from "../../../lib/problem-message";
import { createQueryClient } from "../../../lib/query-client";
import { applyWrites } from "../lib/apply-write";
import { openPendingWriteStore, storeOpenedOnUse } from "../lib/pending-writes";
import { createSaveQueue, type SaveQueue, type SaveStatus } from "../lib/save-queue";
import { createWriteSender } from "../lib/send-write";
import { getResponse } from "../lib/get-response";
import { forgetSurvey, readSnapshot, readUnsentAnswers, writeUnsentAnswers } from "../lib/survey-device-copy";
import { revisionOf, surveyIds, type TQueuedWrite, type TSurveyWrite } from "../lib/survey-writes";
import { tokenForResponse } from "../lib/response-token";
import type { TServerSurveySession } from "../lib/survey-session.server";
import { primaryButton } from "./buttons";
import { SurveyFrame } from "./survey-frame";
import { SurveyRuntime } from "./survey-runtime";

export { screenReady } from "../screens/registry";

type TReady = { phase: "ready"; response: TSurveyResponse; queue: SaveQueue; token: string; linkUrl: string | null; fromSnapshot: boolean };
type TState =
  | { phase: "loading" }
  | { phase: "no-token"; linkUrl: string | null }
  | { phase: "expired"; linkUrl: string | null }
  | { phase: "unreachable" }
  | TReady;

type TSurveySessionProps = {
  responseId: string;
  /** The link page's link (server-rendered header while the response loads); null on /survey/:id. */
  link: TSurveyLinkSummary | null;
  linkUrl: string | null;
  surveyType: TSurveyType | null;
  /** The response as the page's server read it with the survey session cookie (decision 022), with its token. */
  server?: TServerSurveySession | null;
};

/**
 * Opens one response: its token (this tab or this device), its writes still waiting in IndexedDB, and the
 * response itself from the API, or, without a connection, the copy last seen on this device. Writes waiting from
 * an earlier visit are applied on top (they are newer) and sent again at once.
 */
export function SurveySession({ server, ...props }: TSurveySessionProps) {
  // Trying again (the server was out of reach and nothing was kept here) starts the loading over.
  const [attempt, setAttempt] = useState(0);
  // The list screens' look-ups: the survey pages stand outside the app's session layout and its query client.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {server ? (
        <ServerSession server={server} responseId={props.responseId} />
      ) : (
        <SessionLoader key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </QueryClientProvider>
  );
}

/**
 * Writes this device still holds for a response, newer than the server's copy `base`: those waiting in IndexedDB,
 * and answers typed just before the page went away that had not reached it, queued now behind the rest (shown at
 * once; cleared from localStorage once queued, else queued again next time, harmlessly).
 */
async function writesKeptOnDevice(responseId: string, base: TSurveyResponse, queue: SaveQueue): Promise<TQueuedWrite[]> {
  const pending = await queue.pending();
  const unsent = readUnsentAnswers(responseId);
  const writes: TQueuedWrite[] = pending.map((row) => row.write);
  if (unsent) {
    const revs = writes.map((write) => revisionOf(write) + 1);
    const write: TSurveyWrite = {
      kind: "content",
      patch: unsent,
      client_rev: Math.max(Date.now(), base.survey_content.client_rev + 1, ...revs),
    };
    writes.push(write);
    void queue
      .enqueue(write)
      .then(() => writeUnsentAnswers(responseId, null))
      .catch(() => undefined);
  }
  return writes;
}

/**
 * A survey the page's server rendered (decision 022): the screen is in the HTML and hydrates as it is; its queue
 * exists from the first render (IndexedDB opened on first use), and the writes this device still holds are applied
 * on top once read, then sent.
 */
function ServerSession({ server, responseId }: { server: TServerSurveySession; responseId: string }) {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [queue] = useState(() =>
    createSaveQueue({
      responseId,
      store: storeOpenedOnUse(),
      send: createWriteSender(() => server.token, surveyIds(server.response)),
      onStatus: setStatus,
    }),
  );
  const [kept, setKept] = useState<readonly TQueuedWrite[]>([]);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const writes = await writesKeptOnDevice(responseId, server.response, queue);
      if (cancelled) return;
      if (writes.length) {
        setStatus("saving");
        setKept(writes);
      }
      await queue.init();
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [responseId, server.response, queue]);
  return <SurveyRuntime initial={server.response} keptWrites={kept} queue={queue} token={server.token} status={status} />;
}

function SessionLoader({ responseId, link, linkUrl, surveyType, onRetry }: TSurveySessionProps & { onRetry: () => void }) {
  const { t } = useTranslation("surveys");
  const [state, setState] = useState<TState>({ phase: "loading" });
  const [status, setStatus] = useState<SaveStatus>("saved");

  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    void (async () => {
      const found = tokenForResponse(responseId);
      if (!found) {
        setState({ phase: "no-token", linkUrl });
        return;
      }
      const store = await openPendingWriteStore();
      let base: TSurveyResponse | null = null;
      let fromSnapshot = false;
      try {
        base = await getResponse(responseId, found.token, controller.signal);
      } catch (error) {
        if (cancelled) return;
        // The survey's session ended (a long time without changes, or sent long ago): nothing of it stays here.
        if (problemCode(error) === "SURVEY_SESSION_EXPIRED") {
          await forgetSurvey(responseId, found.token);
          if (!cancelled) setState({ phase: "expired", linkUrl: found.linkUrl ?? linkUrl });
          return;
        }
        const refusal = problemStatus(error);
        if (refusal === 401 || refusal === 403 || refusal === 404) {
          setState({ phase: "no-token", linkUrl: found.linkUrl ?? linkUrl });
          return;
        }
        base = readSnapshot(responseId) as TSurveyResponse | null;
        fromSnapshot = true;
      }
      if (cancelled) return;
      if (!base) {
        setState({ phase: "unreachable" });
        return;
      }
      const queue = createSaveQueue({
        responseId,
        store,
        send: createWriteSender(() => found.token, surveyIds(base)),
        onStatus: (next) => {
          if (!cancelled) setStatus(next);
        },
        onExpired: () => {
          void (async () => {
            await forgetSurvey(responseId, found.token);
            if (!cancelled) setState({ phase: "expired", linkUrl: found.linkUrl ?? linkUrl ?? base.link.url });
          })();
        },
      });
      const writes = await writesKeptOnDevice(responseId, base, queue);
      if (cancelled) return;
      setStatus(writes.length ? "saving" : "saved");
      setState({
        phase: "ready",
        response: applyWrites(base, writes),
        queue,
        token: found.token,
        linkUrl: found.linkUrl ?? linkUrl ?? base.link.url,
        fromSnapshot,
      });
      await queue.init();
    })();
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [responseId, linkUrl]);

  // Unreachable with nothing kept on this phone: try again by itself once the connection is back.
  const unreachable = state.phase === "unreachable";
  useEffect(() => {
    if (!unreachable) return;
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [unreachable, onRetry]);

  if (state.phase === "ready") {
    return <SurveyRuntime initial={state.response} queue={state.queue} token={state.token} status={status} />;
  }

  return (
    <SurveyFrame link={link} surveyType={surveyType} step={null}>
      {state.phase === "loading" ? (
        <output className="mt-8 block text-lg">{t("frame.loading")}</output>
      ) : state.phase === "expired" ? (
        <div data-testid="survey-expired">
          <h1 className="text-3xl font-bold">{t("frame.expired.title")}</h1>
          <p className="mt-3">{t("frame.expired.body")}</p>
          {state.linkUrl ? (
            <Link to={`/${state.linkUrl}`} reloadDocument className={`${primaryButton} mt-8`}>
              {t("frame.expired.start")}
            </Link>
          ) : null}
          <p className="mt-3">{t("frame.expired.askAgent")}</p>
        </div>
      ) : state.phase === "no-token" ? (
        <div>
          <h1 className="text-3xl font-bold">{t("frame.noToken.title")}</h1>
          <p className="mt-3">{t("frame.noToken.body")}</p>
          {state.linkUrl ? (
            <Link to={`/${state.linkUrl}`} reloadDocument className={`${primaryButton} mt-8`}>
              {t("frame.noToken.start")}
            </Link>
          ) : (
            <p className="mt-3">{t("frame.noToken.askAgent")}</p>
          )}
        </div>
      ) : (
        <div>
          <h1 className="text-3xl font-bold">{t("frame.unreachable.title")}</h1>
          <p className="mt-3">{t("frame.unreachable.body")}</p>
          <button type="button" className={`${primaryButton} mt-8`} onClick={onRetry}>
            {t("frame.unreachable.retry")}
          </button>
        </div>
      )}
    </SurveyFrame>
  );
}
