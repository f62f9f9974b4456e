/**
 * The ConnectureDRX partner's side of the bulk-send area, for the onboarding spec: the page 'Back to Connecture'
 * returns to and a white-label logo. Started by playwright.config.ts as a web server on FAKE_CONNECTURE_PORT; the app
 * under test allows this origin (CONNECTURE_RETURN_ORIGINS, CONNECTURE_LOGO_ORIGINS), as an operator allows the partner's.
 */
import http from "node:http";

const port = Number(process.env.FAKE_CONNECTURE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("Set FAKE_CONNECTURE_PORT.");

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="6" fill="#0b6e4f"/>' +
  '<text x="80" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Connecture</text></svg>';

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/logo.svg") {
      response.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "no-store" });
      response.end(logo);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><title>ConnectureDRX</title><h1>ConnectureDRX agent portal</h1><p id="path">${url.pathname}</p></html>`,
    );
  })
  .listen(port, "127.0.0.1");
