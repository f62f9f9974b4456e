/**
 * The end-to-end run's stand-in for the integration partners: the same local fake the API tests use
 * (apps/api/test/integrations/fake-partners.ts), with each partner's auth, on FAKE_PARTNERS_PORT. Started by
 * playwright.config.ts as a web server; the app under test is pointed at it (CONNECTURE_DRX_API_URL…). A spec reads
 * what arrived at `GET /__received`.
 */
import { startFakePartners } from "../apps/api/test/integrations/fake-partners.ts";

const port = Number(process.env.FAKE_PARTNERS_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("Set FAKE_PARTNERS_PORT.");

await startFakePartners(port);
