import { devices, type Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { joinOrg, userLocale } from "../fixtures/db.ts";
import { BASE_URL } from "../fixtures/env.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";
import { ONBOARDED, uniqueEmail } from "../fixtures/users.ts";

/** Account settings on a phone, in Spanish: the page language comes from the device's language cookie. */
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices["iPhone 13"].userAgent,
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "lng", value: "es", url: BASE_URL }]);
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const NEW_PASSWORD = "una frase nueva y larga 2026";

test.describe("account settings in Spanish at 390 px", () => {
  // Each journey goes through several forms and reloads: room for a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("the index lists the Admin's sections and leads to Personal information, where the name is changed", async ({
    page,
    onboardedUser,
  }) => {
    void onboardedUser;
    await visit(page, "/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Configuración de la cuenta" })).toBeVisible();
    for (const section of ["Información personal", "Información de la agencia", "Usuarios", "Configuración de pagos", "Soporte"]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${section}`) })).toBeVisible();
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await page.getByRole("link", { name: /^Información personal/ }).click();
    await expect(page).toHaveURL(/\/settings\/personal-info$/);
    await expect(page.getByRole("heading", { level: 1, name: "Información personal" })).toBeVisible();
    await hydrated(page);
    const form = page.getByTestId("name-form");
    await form.getByLabel("Nombre", { exact: true }).fill("");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form.getByText("Obligatorio")).toBeVisible();
    await form.getByLabel("Nombre", { exact: true }).fill("Rosa");
    await form.getByLabel("Apellido").fill("Delgado");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByTestId("name-saved")).toHaveText("Se guardó su nombre.");
    await page.reload();
    await expect(page.getByTestId("name-form").getByLabel("Nombre", { exact: true })).toHaveValue("Rosa");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test("the password changes with the current one, and the new one signs in", async ({ page, onboardedUser, playwright }) => {
    await visit(page, "/settings/personal-info");
    const form = page.getByTestId("password-form");
    await form.getByLabel("Contraseña actual").fill("esta no es");
    await form.getByLabel("Nueva contraseña").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(form.getByText("Esta no es su contraseña actual")).toBeVisible();

    await form.getByLabel("Contraseña actual").fill(onboardedUser.password);
    await form.getByLabel("Nueva contraseña").fill("corta");
    await form.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(form.getByText("Use al menos 8 caracteres")).toBeVisible();

    await form.getByLabel("Nueva contraseña").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByTestId("password-saved")).toHaveText("Se cambió su contraseña. Se cerró su sesión en sus otros dispositivos.");
    // This browser stays signed in (its session was renewed).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Información personal" })).toBeVisible();

    const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
    expect(
      (await api.post("/api/auth/sign-in/email", { data: { email: onboardedUser.email, password: onboardedUser.password } })).status(),
    ).toBe(401);
    expect((await api.post("/api/auth/sign-in/email", { data: { email: onboardedUser.email, password: NEW_PASSWORD } })).status()).toBe(
      200,
    );
    await api.dispose();
  });

  test("the email changes once the link mailed to the new address is opened; the old address is told", async ({ page, onboardedUser }) => {
    const newEmail = uniqueEmail("nuevo");
    // The user's own language is Spanish too: the emails speak it.
    expect((await page.request.put("/api/users/me/locale", { data: { locale: "es" } })).status()).toBe(200);
    await visit(page, "/settings/personal-info");
    const form = page.getByTestId("email-form");
    await form.getByLabel("Nuevo correo electrónico").fill("no es un correo");
    await form.getByRole("button", { name: "Enviar enlace de confirmación" }).click();
    await expect(form.getByText("Escriba un correo válido, como nombre@ejemplo.com")).toBeVisible();

    await form.getByLabel("Nuevo correo electrónico").fill(newEmail);
    await form.getByRole("button", { name: "Enviar enlace de confirmación" }).click();
    await expect(page.getByTestId("email-sent")).toContainText(`Enviamos un enlace a ${newEmail}`);
    // Until the link is opened, the account keeps its address.
    await expect(page.getByTestId("current-email")).toContainText(onboardedUser.email);

    await expect.poll(() => mailsTo(newEmail).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(newEmail);
    expect(mail?.template).toBe("email-change-confirm");
    expect(mail?.subject).toBe("Confirme su nuevo correo de PlanReady");
    const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
    expect(link?.startsWith(`${BASE_URL}/api/auth/verify-email?`)).toBe(true);

    await page.goto(link!);
    await expect(page).toHaveURL(/\/settings\/personal-info\?email=changed$/);
    await hydrated(page);
    await expect(page.getByText("Se cambió su correo electrónico. También se lo avisamos a su dirección anterior.")).toBeVisible();
    await expect(page.getByTestId("current-email")).toContainText(newEmail);
    await expect.poll(() => mailsTo(onboardedUser.email).map((m) => m.template), { timeout: 15_000 }).toContain("email-changed");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test("the language is the user's and the app's: saving English switches the page and the stored locale", async ({
    page,
    onboardedUser,
  }) => {
    await visit(page, "/settings/personal-info");
    const form = page.getByTestId("language-form");
    await form.getByRole("radio", { name: "English" }).check();
    await form.getByRole("button", { name: "Guardar idioma" }).click();
    await expect(page).toHaveURL(/language=saved/);
    await expect(page.getByRole("heading", { level: 1, name: "Personal information" })).toBeVisible();
    await expect(page.getByTestId("language-saved")).toHaveText("Language saved.");
    expect(await userLocale(onboardedUser.id)).toBe("en");

    await hydrated(page);
    await page.getByTestId("language-form").getByRole("radio", { name: "Español" }).check();
    await page.getByTestId("language-form").getByRole("button", { name: "Save language" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Información personal" })).toBeVisible();
    expect(await userLocale(onboardedUser.id)).toBe("es");
  });

  test("support shows the version and takes a message, which reaches the support address", async ({ page, onboardedUser }) => {
    void onboardedUser;
    const subject = `Pregunta ${Date.now().toString(36)}`;
    await visit(page, "/settings/support");
    await expect(page.getByRole("heading", { level: 1, name: "Soporte" })).toBeVisible();
    await expect(page.getByTestId("app-version")).toHaveText(/^PlanReady \d+\.\d+\.\d+/);
    await expect(page.getByTestId("support-email")).toHaveText("support@planready.app");

    const form = page.getByTestId("support-form");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form.getByText("Obligatorio")).toHaveCount(2);
    await form.getByLabel("Asunto").fill(subject);
    await form.getByLabel("Mensaje").fill("¿Dónde encuentro mi factura de marzo?");
    await expect(form.getByText("37 de 5000 caracteres")).toBeVisible();
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByTestId("support-sent")).toContainText("Gracias. Su mensaje llegó a nuestro equipo de soporte");
    await expect(form.getByLabel("Asunto")).toHaveValue("");
    await expect
      .poll(() => mailsTo("support@planready.app").some((m) => m.subject === `[Support] ${subject}`), { timeout: 15_000 })
      .toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test("an Agent's settings leave out the agency, and its page is not found", async ({ page, newUser, signIn }) => {
    const admin = await newUser(ONBOARDED);
    const agent = await newUser({ firstName: "Sam", lastName: "Rivera", tosAccepted: true });
    await joinOrg(agent.id, admin.orgId, "Agent");
    await signIn(agent);
    await visit(page, "/settings");
    await expect(page.getByRole("link", { name: /^Información personal/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Información de la agencia/ })).toHaveCount(0);
    const response = await page.goto("/settings/agency-info");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByTestId("agency-form")).toHaveCount(0);

    // Agency information, as an Admin: a ZIP of the wrong shape is refused at the field.
    await signIn(admin);
    await visit(page, "/settings/agency-info");
    const form = page.getByTestId("agency-form");
    await form.getByLabel("Código postal").fill("7870");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form.getByText("Escriba un código postal de 5 dígitos, o ZIP+4 como 78701-1234")).toBeVisible();
    await form.getByLabel("Código postal").fill("78702");
    await form.getByLabel("Estado").selectOption("NM");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByTestId("agency-saved")).toHaveText("Se guardó la información de la agencia.");
  });

  test("every settings page passes axe (WCAG 2.2 AA), field errors shown", async ({ page, onboardedUser }) => {
    test.setTimeout(90_000);
    void onboardedUser;
    for (const [path, heading] of [
      ["/settings", "Configuración de la cuenta"],
      ["/settings/personal-info", "Información personal"],
      ["/settings/agency-info", "Información de la agencia"],
      ["/settings/support", "Soporte"],
    ] as const) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const submit = page.locator("form").first().getByRole("button").last();
      if (path !== "/settings") {
        await page.locator("form input:not([type=radio]), form textarea").first().fill("");
        await submit.click();
      }
      await expectNoViolations(page, path);
    }
  });

  test("agency onboarding's address step says which of the state and ZIP code is not a US one", async ({ page, newUser, signIn }) => {
    await signIn(await newUser({ agencyName: "Agencia Norte" }));
    await visit(page, "/onboarding/agency?step=Address");
    await page.getByLabel("Dirección").fill("100 Main St");
    await page.getByLabel("Ciudad").fill("Austin");
    await page.getByLabel("Estado").fill("Ontario");
    await page.getByLabel("Código postal").fill("K1A 0B1");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByText("Escriba un estado de EE. UU., como TX o Texas")).toBeVisible();
    await expect(page.getByText("Escriba un código postal de 5 dígitos, o ZIP+4 como 78701-1234")).toBeVisible();
    await page.getByLabel("Estado").fill("texas");
    await page.getByLabel("Código postal").fill("78701");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/step=Discount/);
  });
});
