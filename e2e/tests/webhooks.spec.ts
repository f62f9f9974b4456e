import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhook } from "../../apps/api/src/lib/standard-webhooks.ts";
import { expectNoViolations } from "../fixtures/axe.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { submitThroughApi } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

/**
 * Outgoing webhooks end to end: an agent connects a webhook to a receiver on this machine (the run's server allows
 * http to localhost only because its own address is localhost), sends a test, a client submits, and the delivery
 * appears in the log — the receiver verified each signature with the secret the page showed once.
 */
type Delivery = { type: string; verified: boolean; body: string };

async function startReceiver(secret: () => string | null) {
  const deliveries: Delivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const key = secret();
      const verified =
        !!key &&
        verifyWebhook(
          key,
          {
            id: request.headers["webhook-id"] as string,
            timestamp: request.headers["webhook-timestamp"] as string,
            signature: request.headers["webhook-signature"] as string,
          },
          body,
        );
      deliveries.push({ type: (JSON.parse(body) as { type: string }).type, verified, body });
      response.writeHead(verified ? 200 : 401, { "content-type": "text/plain" }).end(verified ? "received" : "bad signature");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/planready`;
  return { url, deliveries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test("an agent connects a webhook, sends a test, a client submits and the signed delivery appears in the log", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  let secret: string | null = null;
  const receiver = await startReceiver(() => secret);
  try {
    const link = await createOwnedLink(playwright.request);
    await signInAsOwner(playwright.request, page.context(), link);

    await test.step("the agent adds the endpoint and sees its signing secret once", async () => {
      await visit(page, "/integrations/webhooks");
      await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await expect(page.getByText("Enter the address events are sent to.")).toBeVisible();
      await page.getByLabel("Endpoint address").fill(receiver.url);
      await page.getByLabel("Description (optional)").fill("My CRM");
      await expect(page.getByRole("checkbox", { name: "A client submits a survey" })).toBeChecked();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const shown = page.getByTestId("shown-secret");
      await expect(shown).toHaveText(/^whsec_/);
      secret = (await shown.textContent())!.trim();
      await expect(page.getByTestId("endpoint")).toContainText(receiver.url);
      await expect(page.getByTestId("endpoint-status")).toHaveText("Active");
      await expectNoViolations(page);
      await page.getByRole("button", { name: "I copied it" }).click();
      await expect(shown).toBeHidden();
    });

    await test.step("a test is delivered and its signature verified", async () => {
      await page.getByRole("button", { name: "Send a test" }).click();
      await expect(page.getByTestId("test-result")).toHaveText("Test delivered: the endpoint answered 200.");
      expect(receiver.deliveries.at(-1)).toMatchObject({ type: "webhook.test", verified: true });
    });

    await test.step("a client submits; the signed event arrives without the client's answers", async () => {
      await submitThroughApi(playwright.request, { linkUrl: link.url, answers: { first_name: "Marisol", last_name: "Quintero" } });
      await expect
        .poll(() => receiver.deliveries.find((d) => d.type === "survey.submitted"), {
          timeout: 30_000,
          message: "the submission's delivery",
        })
        .toMatchObject({ verified: true });
      expect(receiver.deliveries.find((d) => d.type === "survey.submitted")!.body).not.toContain("Marisol");
    });

    await test.step("the delivery log shows the test and the submission", async () => {
      await page.reload();
      await page.getByRole("button", { name: "Delivery log" }).click();
      const log = page.getByTestId("delivery-log");
      await expect(log.getByTestId("delivery-row").filter({ hasText: "A client submits a survey" })).toContainText("Delivered (200)");
      await expect(log.getByTestId("delivery-row").filter({ hasText: "Test event" })).toContainText("received");
    });
  } finally {
    await receiver.close();
  }
});
