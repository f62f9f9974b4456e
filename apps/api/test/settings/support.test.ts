import { ZSupportInfo } from "@planready/contracts/settings";
import { SUPPORT_MESSAGES_PER_HOUR } from "@planready/contracts/settings-rules";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, supportMessages } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp } from "../helpers/users.ts";

let t: TestApp;
const SUPPORT = "help-desk@example.com";

beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT, APP_VERSION: "9.8.7" } });
});

const call = (cookie: string | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe("GET /api/support", () => {
  it("gives the support address and the app's version", async () => {
    const user = await signUp(t.app);
    const response = await call(user.cookie, "GET", "/api/support");
    expect(response.statusCode).toBe(200);
    expect(ZSupportInfo.parse(response.json())).toEqual({ email: SUPPORT, version: "9.8.7" });
  });

  it("refuses a signed-out caller", async () => {
    expectProblem(await call(null, "GET", "/api/support"), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/support/messages", () => {
  it("stores the message for the staff console and mails it to the support address", async () => {
    const user = await signUp(t.app);
    const response = await call(user.cookie, "POST", "/api/support/messages", {
      subject: " Invoice \n question ",
      body: "Where is my March invoice?",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    const [row] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(row).toMatchObject({
      user_id: user.userId,
      org_id: user.orgId,
      email: user.email,
      body: "Where is my March invoice?",
      status: "open",
    });
    await expect
      .poll(async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, SUPPORT))).map((m) => m.subject))
      .toContain("[Support] Invoice question");
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, SUPPORT));
    expect(mail?.text_body).toContain(user.email);
    expect(mail?.text_body).toContain("Where is my March invoice?");
  });

  it("refuses an empty subject and a body over the limit, naming the fields", async () => {
    const user = await signUp(t.app);
    const problem = expectProblem(
      await call(user.cookie, "POST", "/api/support/messages", { subject: "  ", body: "x".repeat(5001) }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields?.map((f) => f.path).toSorted()).toEqual(["body.body", "body.subject"]);
  });

  it(`takes at most ${SUPPORT_MESSAGES_PER_HOUR} messages an hour from one user, and counts each user apart`, async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i++) {
      expect((await call(user.cookie, "POST", "/api/support/messages", { subject: `n${i}`, body: "hello" })).statusCode).toBe(201);
    }
    expectProblem(await call(user.cookie, "POST", "/api/support/messages", { subject: "one more", body: "hello" }), 429, "RATE_LIMITED");
    const other = await signUp(t.app);
    expect((await call(other.cookie, "POST", "/api/support/messages", { subject: "mine", body: "hello" })).statusCode).toBe(201);
  });
});
