import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { createSurveyTestApp, surveyOn, type TestSurvey } from "../survey/survey-helpers.ts";

/**
 * A graceful stop under load (the sequence main.ts runs on SIGTERM: drain, then close): keep-alive clients autosave
 * without pause while the server stops. Every request gets the server's real answer, or its connection is refused
 * before it is sent; none is left unanswered on a kept-alive connection, none answered 503.
 */
let t: TestApp;
const CLIENTS = 8;
const surveys: TestSurvey[] = [];

beforeAll(async () => {
  t = await createSurveyTestApp();
  const { admin, link } = await surveyOn(t);
  for (let i = 0; i < CLIENTS; i++) surveys.push((await surveyOn(t, "medicare", admin)).survey);
  void link;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});

type Outcome = { status: number; closes: boolean } | { error: string };

function put(agent: http.Agent, port: number, path: string, token: string, body: object): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "PUT",
        agent,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, closes: response.headers.connection === "close" }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(payload);
  });
}

describe("SIGTERM under load", () => {
  it("answers every request sent on a kept-alive connection, refuses only connections, then stops", async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const counts = { ok: 0, otherStatus: 0, refused: 0, dropped: 0, answeredWhileStopping: 0, closedByAnswer: 0 };
    const drops: string[] = [];
    let stopping = false;

    const client = async (survey: TestSurvey) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let rev = 0;
      try {
        for (;;) {
          rev++;
          const outcome = await put(agent, port, `/api/surveyContents/medicare/${survey.contentId}`, survey.token, {
            first_name: `Name ${rev}`,
            client_rev: rev,
          });
          if ("error" in outcome) {
            if (outcome.error === "ECONNREFUSED") {
              counts.refused++;
              if (stopping) return;
              continue;
            }
            counts.dropped++;
            drops.push(outcome.error);
            continue;
          }
          if (outcome.status === 200) counts.ok++;
          else counts.otherStatus++;
          if (stopping) counts.answeredWhileStopping++;
          if (outcome.closes) counts.closedByAnswer++;
        }
      } finally {
        agent.destroy();
      }
    };

    const running = surveys.map((survey) => client(survey));
    // Under way: every client has had answers (however busy the machine), and none was refused.
    await expect.poll(() => counts.ok, { timeout: 15_000, interval: 50 }).toBeGreaterThan(CLIENTS * 3);
    expect(counts.otherStatus).toBe(0);
    stopping = true;
    await t.app.drain({ idleGraceMs: 500, timeoutMs: 9000 });
    await t.app.close();
    await Promise.all(running);

    expect({ dropped: counts.dropped, drops, otherStatus: counts.otherStatus }).toEqual({ dropped: 0, drops: [], otherStatus: 0 });
    expect(counts.refused).toBeGreaterThanOrEqual(CLIENTS);
    // The requests on kept-alive connections when the stop began were answered, with Connection: close.
    expect(counts.answeredWhileStopping).toBeGreaterThan(0);
    expect(counts.closedByAnswer).toBeGreaterThan(0);
  }, 30_000);
});
