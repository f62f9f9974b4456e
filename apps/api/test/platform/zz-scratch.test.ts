import { it } from "vitest";
import { createSurveyTestApp } from "../survey/survey-helpers.ts";
import { signUp } from "../helpers/users.ts";
it("scratch", async () => {
  const t = await createSurveyTestApp();
  const admin = await signUp(t.app);
  const cookies = [
    "planready.session_token=%",
    "planready.session_token=%E0%A4%A",
    "planready.session_token=" + "a".repeat(8000),
    "planready.session_token=abc.def",
    "planready.session_token=\u00e9",
    "planready.session_token",
    "=",
    ";;;",
    admin.cookie + "x",
    admin.cookie.replace("=", "=%00"),
  ];
  const auths = ["Bearer", "Bearer ", "Bearer %", "Basic abc", "Bearer " + "a".repeat(9000), "bearer abc", "Bearer \u00e9\u00e9"];
  const urls = [
    ["GET", "/api/auth/me"],
    ["GET", `/api/orgs/${admin.orgId}`],
    ["GET", "/api/responses/00000000-0000-4000-8000-000000000000"],
    ["GET", "/api/signature-requests/current"],
    ["POST", "/api/auth/sign-out"],
    ["GET", "/api/auth/get-session"],
    ["GET", "/api/auth/logout"],
  ];
  for (const [method, url] of urls) {
    for (const cookie of cookies) {
      const r = await t.app.inject({ method: method as "GET", url, headers: { cookie, origin: "http://localhost:3000" } });
      if (r.statusCode >= 500) console.log("5xx", method, url, JSON.stringify(cookie).slice(0, 60), r.statusCode, r.body.slice(0, 200));
    }
    for (const authorization of auths) {
      const r = await t.app.inject({ method: method as "GET", url, headers: { authorization } });
      if (r.statusCode >= 500) console.log("5xx", method, url, authorization.slice(0, 30), r.statusCode, r.body.slice(0, 200));
    }
  }
  const bodies: [string, string][] = [
    ["application/json; charset=latin1", "{}"],
    ["application/json", "null"],
    ["application/json", '{"__proto__":{"a":1}}'],
    ["application/json", '{"constructor":{"prototype":{"a":1}}}'],
    ["multipart/form-data; boundary=x", "--x--"],
    ["application/json", '"str"'],
    ["application/json", "1e999"],
    ["text/plain", "hi"],
    ["application/x-www-form-urlencoded", "a=1"],
    ["application/json", "[]"],
  ];
  for (const [ct, body] of bodies) {
    for (const [method, url] of [
      ["PUT", `/api/orgs/${admin.orgId}`],
      ["POST", "/api/responses"],
      ["POST", "/api/auth/sign-in/email"],
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/webhooks/stripe"],
      ["POST", "/api/auth/request-password-reset"],
    ]) {
      const r = await t.app.inject({
        method: method as "GET",
        url,
        headers: { cookie: admin.cookie, "content-type": ct, origin: "http://localhost:3000" },
        payload: body,
      });
      if (r.statusCode >= 500) console.log("5xx", method, url, ct, body, r.statusCode, r.body.slice(0, 200));
    }
  }
  console.log("done");
});
