import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import enApp from "../i18n/locales/en/shell/app";
import esPages from "../i18n/locales/es/shell/pages";
import { mailTextParts } from "./mail-text";

const email = "help@planready.test";
const render = (sentence: string) => renderToStaticMarkup(<p>{mailTextParts(sentence, email)}</p>);

describe("mailTextParts", () => {
  it("makes the <mail> part of a translated sentence a mailto link and keeps the text around it", () => {
    const html = render(enApp.payment.lockedHelp.replace("{{email}}", email));
    expect(html).toMatch(/^<p>Need help\? Email <a href="mailto:help@planready\.test" class="[^"]+">help@planready\.test<\/a>\.<\/p>$/);
  });

  it("keeps the link where the translation puts it", () => {
    const html = render(esPages.content.contactBody.replace("{{email}}", email));
    expect(html).toContain(`Escríbanos a <a href="mailto:${email}"`);
    expect(html).toContain(`>${email}</a> y una persona`);
  });

  it("renders a sentence without the tag as plain text, and text that looks like markup as text", () => {
    expect(render("Write to us.")).toBe("<p>Write to us.</p>");
    expect(render("a <b>c</b>")).toBe("<p>a &lt;b&gt;c&lt;/b&gt;</p>");
  });
});
