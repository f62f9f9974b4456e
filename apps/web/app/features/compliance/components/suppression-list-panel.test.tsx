import type { TSuppression, TSuppressionList } from "@planready/contracts/suppressions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n, type TLocale } from "../../../i18n/i18n";
import { I18nextProvider } from "../../../i18n/react";
import { resources } from "../../../i18n/resources.server";
import { suppressionKeys } from "../api/suppressions";
import { SuppressionListPanel } from "./suppression-list-panel";

const entry = (over: Partial<TSuppression>): TSuppression => ({
  id: "00000000-0000-4000-8000-000000000001",
  channel: "sms",
  address: "+15552010000",
  reason: "opted_out",
  source: "sms_keyword",
  detail: "STOP",
  added_by: null,
  created_at: "2026-11-20T15:00:00.000Z",
  removable: false,
  ...over,
});

/** The panel as first rendered, with the list already fetched (what a settings page's loader would prefetch). */
function render(list: TSuppressionList, locale: TLocale = "en"): string {
  const client = new QueryClient();
  client.setQueryData(suppressionKeys.list({ channel: null, search: "" }), { pages: [list], pageParams: [null] });
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources)}>
      <QueryClientProvider client={client}>
        <SuppressionListPanel />
      </QueryClientProvider>
    </I18nextProvider>,
  ).replace(/<!-- -->/g, "");
}

describe("the do-not-contact list panel", () => {
  const list: TSuppressionList = {
    entries: [
      entry({}),
      entry({
        id: "00000000-0000-4000-8000-000000000002",
        channel: "email",
        address: "maria@example.com",
        source: "agency",
        detail: "asked by phone",
        added_by: "Avery Quinn",
        removable: true,
      }),
      entry({
        id: "00000000-0000-4000-8000-000000000003",
        channel: "email",
        address: "bo@example.com",
        source: "email_one_click",
        detail: null,
      }),
    ],
    next_before: "2026-11-19T00:00:00.000Z",
  };

  it("says how each person came on the list, and offers Remove only where the member may", () => {
    const html = render(list);
    expect(html).toContain("Do-not-contact list");
    expect(html).toContain("Replied STOP");
    expect(html).toContain("Added by Avery Quinn");
    expect(html).toContain("Note: asked by phone");
    expect(html).toContain("Unsubscribed from their mail app");
    expect(html.match(/>Remove</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Remove maria@example.com from the list"');
    expect(html.match(/Only the person can undo this/g)).toHaveLength(2);
    expect(html).toContain("Show more");
  });

  it("labels every field of the add form, and speaks Spanish", () => {
    const html = render({ entries: [], next_before: null }, "es");
    expect(html).toContain("Lista de no contactar");
    expect(html).toContain("Todavía no hay nadie en la lista.");
    for (const label of ["Canal", "Correo o número de teléfono", "Nota (opcional)", "Buscar por correo o teléfono"]) {
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label.replace(/[()]/g, "\\$&")}</label>`));
    }
    expect(html).not.toMatch(/\{\{|\}\}/);
  });
});
