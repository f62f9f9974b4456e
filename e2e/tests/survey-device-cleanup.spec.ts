import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { db } from "../fixtures/db.ts";
import { BASE_URL } from "../fixtures/env.ts";
import { createLink, openResponseAt } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

/**
 * Nothing of a sent survey stays on the client's device (docs/decisions/017-survey-token-lifecycle.md): once the
 * confirmation says the answers were sent, the four places a page keeps things — localStorage, sessionStorage,
 * IndexedDB (the write-ahead queue) and the Cache Storage (the service worker's copy of the page) — hold no token,
 * no answer and no consent draft of it. And the token itself only reads from then on.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Everything the page can read from the four stores, as one text. */
async function deviceStores(page: Page): Promise<{ local: string; session: string; indexedDb: string; caches: string }> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) =>
      JSON.stringify(Array.from({ length: storage.length }, (_, i) => [storage.key(i), storage.getItem(storage.key(i) ?? "")]));
    const rows: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.addEventListener("success", () => resolve(open.result));
        open.addEventListener("error", () => reject(open.error));
      });
      for (const name of Array.from(database.objectStoreNames)) {
        const all = database.transaction(name, "readonly").objectStore(name).getAll();
        rows.push(
          await new Promise((resolve, reject) => {
            all.addEventListener("success", () => resolve({ db: info.name, store: name, rows: all.result }));
            all.addEventListener("error", () => reject(all.error));
          }),
        );
      }
      database.close();
    }
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        cached.push(request.url);
        // The app's own files are the same for everyone; every other entry is read whole.
        if (!new URL(request.url).pathname.startsWith("/assets/")) cached.push((await (await cache.match(request))?.text()) ?? "");
      }
    }
    return { local: dump(localStorage), session: dump(sessionStorage), indexedDb: JSON.stringify(rows), caches: cached.join("\n") };
  });
}

test("after the confirmation, no token, answer or consent draft of the survey stays in any store of the device", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const unique = randomBytes(4).toString("hex");
  const answers = { first_name: `Zelda${unique}`, last_name: `Quimby${unique}`, email: `zelda.${unique}@example.org`, zip: "33602" };
  const signer = `Signer ${unique}`;
  const linkUrl = await createLink(playwright.request, { firstName: "Avery", lastName: "Quinn" });
  const survey = await openResponseAt(page, playwright.request, { linkUrl, screen: "wrapThis", answers });
  await expect(page.getByRole("heading", { level: 1, name: "Review and send" })).toBeVisible();

  // While the survey runs the device holds it: the token, the answers, the page kept by the service worker.
  await expect
    .poll(() =>
      page.evaluate(
        async (id) => !!(await caches.match(`${location.origin}${location.pathname}?surveyResponseId=${id}`)),
        survey.responseId,
      ),
    )
    .toBe(true);
  await expect.poll(async () => (await deviceStores(page)).local).toContain(answers.first_name);
  expect((await deviceStores(page)).session).toContain(survey.token);

  await page.getByRole("button", { name: "Submit my answers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scope of Appointment" })).toBeVisible();
  // Names typed on the signing form are kept as a draft until the client signs or goes on.
  await page.getByLabel("Your full name", { exact: true }).fill(signer);
  await expect.poll(async () => (await deviceStores(page)).local).toContain(signer);
  await page.getByRole("button", { name: "Continue without signing" }).click();

  await expect(page.getByText("Your answers were sent to Avery Quinn.")).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  const secrets = [survey.token, answers.first_name, answers.last_name, answers.email, signer];
  await expect
    .poll(async () => {
      const stores = await deviceStores(page);
      return Object.entries(stores).flatMap(([store, text]) =>
        secrets.filter((secret) => text.includes(secret)).map((s) => `${store}: ${s}`),
      );
    })
    .toEqual([]);
  const stores = await deviceStores(page);
  expect(stores.session).not.toContain(survey.responseId);
  expect(stores.local).not.toContain(survey.responseId);
  expect(stores.indexedDb).not.toContain(survey.responseId);
  expect(stores.caches).not.toContain(survey.responseId);
  // The confirmation still shows the client's name: from the page's memory, not from storage.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(answers.first_name);

  // The token reads the confirmation and writes nothing any more.
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const headers = { authorization: `Bearer ${survey.token}` };
    expect((await api.get(`/api/responses/${survey.responseId}`, { headers })).status()).toBe(200);
    const write = await api.put(`/api/surveyContents/medicare/${survey.contentId}`, {
      headers,
      data: { first_name: "Changed", client_rev: 10 ** 13 },
    });
    expect(write.status()).toBe(409);
    expect(((await write.json()) as { code: string }).code).toBe("SURVEY_ALREADY_SUBMITTED");
  } finally {
    await api.dispose();
  }
});

test("a survey left for 30 days has closed: the page says so kindly, in the client's language, and forgets it", async ({
  page,
  playwright,
}) => {
  const linkUrl = await createLink(playwright.request, { firstName: "Avery", lastName: "Quinn" });
  const survey = await openResponseAt(page, playwright.request, { linkUrl, screen: "email", answers: { first_name: "Olvido" } });
  await expect(page.getByRole("heading", { level: 1, name: /email/i })).toBeVisible();
  await db().query(
    `insert into survey_token_activity (response_id, active_at) values ($1, now() - interval '31 days')
     on conflict (response_id) do update set active_at = excluded.active_at`,
    [survey.responseId],
  );

  await visit(page, `/${linkUrl}?surveyResponseId=${survey.responseId}&lng=es`);
  await expect(page.getByRole("heading", { level: 1, name: "Esta encuesta se cerró" })).toBeVisible();
  await expect(page.getByText("Si tiene preguntas o necesita cambiar una respuesta, comuníquese con su agente.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Comenzar de nuevo desde el enlace de su agente" })).toHaveAttribute("href", `/${linkUrl}`);
  // The answers kept for it on this phone are gone too (the test's own start-up script puts the token back on each
  // load, so the answers are what is looked for).
  await expect.poll(async () => (await deviceStores(page)).local).not.toContain("Olvido");
});
