import { describe, expect, it } from "vitest";
import { EARLY_INPUT_CAPTURE, EARLY_INPUT_GLOBAL } from "./early-input";
import { paintFirst } from "./paint-first.server";

const page = (nonce = "") =>
  `<html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/></head>` +
  `<body><h1>Your email</h1><script${nonce} type="module" async="">import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-2.js");</script></body></html>`;

describe("paintFirst", () => {
  it("writes the stylesheet into the page and keeps its link disabled for React to find", () => {
    const html = paintFirst(page(), (href) => (href === "/assets/app-1.css" ? "h1{color:red}" : null));
    expect(html).toContain('<style data-href="/assets/app-1.css">h1{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" disabled=""/>');
  });

  it("requests no script before the first paint: the preloads and the module script are started by a small script", () => {
    const html = paintFirst(page(), () => "h1{}");
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const loader = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(loader).toContain('["/assets/entry.client-2.js","/assets/framework-3.js"]');
    expect(loader).toContain("requestAnimationFrame");
    // The module script's text, as a string that cannot close the inline script.
    expect(loader).toContain(JSON.stringify('import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-2.js");'));
    expect(loader).not.toContain("</");
  });

  it("holds what the client does before the page hydrates, and a tap asks for the scripts at once", () => {
    const loader = /<script>(.*?)<\/script>/s.exec(paintFirst(page(), () => "h1{}"))?.[1] ?? "";
    expect(loader.startsWith(EARLY_INPUT_CAPTURE)).toBe(true);
    expect(loader).toContain(`var held=w.${EARLY_INPUT_GLOBAL};`);
    expect(loader).toContain("if(held)held.go=go;");
    expect(EARLY_INPUT_CAPTURE).not.toContain("<");
  });

  it("runs a survey screen's scripts on the client's first tap, key or focus, or at once when the page's check says so", () => {
    const loader =
      /<script>(.*?)<\/script>/s.exec(paintFirst(page(), () => "h1{}", { hydrateAtOnceIf: "function(now){now()}" }))?.[1] ?? "";
    expect(loader).toContain('onUse=!!d.querySelector("[data-survey-screen] form")');
    expect(loader).toContain('["pointerdown","touchstart","keydown","focusin"]');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain("(function(now){now()})(go);");
    // A check that could end the inline script is left out.
    expect(paintFirst(page(), () => "h1{}", { hydrateAtOnceIf: "function(){}</script>" })).not.toContain("function(){}");
  });

  it("carries the module script's nonce to its loader and to the script it adds", () => {
    const html = paintFirst(page(' nonce="abc123"'), () => "h1{}");
    expect(html).toContain('<script nonce="abc123">');
    expect(html).toContain('s.nonce="abc123"');
  });

  it("leaves the page as it is when the stylesheet cannot be read or there is no module script", () => {
    const withoutCss = paintFirst(page(), () => null);
    expect(withoutCss).toContain('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(paintFirst(plain, () => "p{}")).toBe(plain);
  });
});
