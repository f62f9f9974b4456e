import {
  ZAddAgentSiteDeliveriesRequest,
  ZAgentSiteIdParams,
  ZAgentSiteImageParams,
  ZAgentSiteLinksRequest,
  ZAgentSiteResponse,
  ZAgentSiteUniqueResponse,
  ZAgentSiteUrlParams,
  ZAgentSiteUserParams,
  ZCreateAgentSiteRequest,
  ZPublicAgentSiteResponse,
  ZRemoveAgentSiteDeliveriesRequest,
  ZSplashLinksResponse,
  ZUpdateAgentSiteRequest,
  splashPath,
} from "@planready/contracts/agent-sites";
import { ZUploadLogoRequest } from "@planready/contracts/links";
import { ZOrgParams } from "@planready/contracts/orgs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import {
  addDeliveries,
  addSiteLinks,
  checkSiteUrlForActor,
  createAgentSite,
  deleteAgentSite,
  findPublicSite,
  getSite,
  getUserSite,
  linksForSplashPage,
  removeDeliveries,
  removeSiteLinksOf,
  updateAgentSite,
  uploadSiteImage,
} from "./agent-sites.service.ts";
import { siteVCard } from "./site-vcard.presenter.ts";

const own = { auth: "user", permission: "sites:own" } as const;

export async function agentSitesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["agent-sites"];
  const wrap = async (site: Promise<unknown>) => ({ agentSite: await site }) as z.infer<typeof ZAgentSiteResponse>;

  r.post(
    "/api/agent-sites",
    {
      config: own,
      schema: {
        tags,
        summary:
          "Make your own agent site (splash page, one per agent): its address shares the survey links' namespace (409 when a link or page has it, or you already have a page)",
        body: ZCreateAgentSiteRequest,
        response: { 201: ZAgentSiteResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await wrap(createAgentSite(deps.db, await app.requireActor(request), request.body))),
  );

  r.get(
    "/api/agent-sites/check-unique-url/:url",
    {
      config: { ...own, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Whether your page may use this address (the links' rules and reserved words; free among links and pages), and if not, why",
        params: ZAgentSiteUrlParams,
        response: { 200: ZAgentSiteUniqueResponse },
      },
    },
    async (request) => checkSiteUrlForActor(deps.db, await app.requireActor(request), request.params.url),
  );

  r.get(
    "/api/agent-sites/user/:userId",
    {
      config: own,
      schema: {
        tags,
        summary: "A user's live page: your own, or (admins) a colleague's; 404 when there is none",
        params: ZAgentSiteUserParams,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) => wrap(getUserSite(deps.db, await app.requireActor(request), request.params.userId)),
  );

  r.get(
    "/api/agent-sites/unique-url/:url",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "What the public page /splash/{url} shows (case-insensitive; a deleted page answers with status deleted; 404 for none)",
        params: ZAgentSiteUrlParams,
        response: { 200: ZPublicAgentSiteResponse },
      },
    },
    async (request) => ({ agentSite: await findPublicSite(deps.db, request.params.url) }),
  );

  r.get(
    "/api/agent-sites/unique-url/:url/vcard",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "The page's contact card (vCard 3.0) with what the agent put on the page",
        params: ZAgentSiteUrlParams,
        response: { 200: z.string(), 410: z.string() },
      },
    },
    async (request, reply) => {
      const site = await findPublicSite(deps.db, request.params.url);
      if (site.status !== "active") return reply.status(410).type("text/plain; charset=utf-8").send("This page is no longer available.");
      const file = `${site.unique_url.replace(/[^a-z0-9-]/g, "")}.vcf`;
      return reply
        .type("text/vcard; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file}"`)
        .send(siteVCard(site, `${deps.publicUrl.replace(/\/+$/, "")}${splashPath(site.unique_url)}`));
    },
  );

  r.get(
    "/api/agent-sites/:id",
    {
      config: own,
      schema: {
        tags,
        summary: "A page of your agency: your own, or (admins) a colleague's",
        params: ZAgentSiteIdParams,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) => wrap(getSite(deps.db, await app.requireActor(request), request.params.id)),
  );

  r.put(
    "/api/agent-sites/:id",
    {
      config: own,
      schema: {
        tags,
        summary: "Change your page (its agent only); link_ids, when sent, replaces the links shown and their order",
        params: ZAgentSiteIdParams,
        body: ZUpdateAgentSiteRequest,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) => wrap(updateAgentSite(deps, await app.requireActor(request), request.params.id, request.body)),
  );

  r.delete(
    "/api/agent-sites/:id",
    {
      config: own,
      schema: {
        tags,
        summary: "Delete your page (its agent only): the public page answers 410 and its address stays taken",
        params: ZAgentSiteIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteAgentSite(deps.db, await app.requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/api/agent-sites/:id/images/:kind",
    {
      config: own,
      bodyLimit: 1_500_000,
      schema: {
        tags,
        summary: "Upload your page's headshot or logo (PNG, JPEG or WebP up to 1 MB; SVG refused), stored in the app",
        params: ZAgentSiteImageParams,
        body: ZUploadLogoRequest,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) =>
      wrap(uploadSiteImage(deps, await app.requireActor(request), request.params.id, request.params.kind, request.body.data_url)),
  );

  r.post(
    "/api/agentSiteLinks",
    {
      config: own,
      schema: {
        tags,
        summary: "Show more of your live links on your page (after those shown)",
        body: ZAgentSiteLinksRequest,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) => wrap(addSiteLinks(deps.db, await app.requireActor(request), request.body)),
  );

  r.put(
    "/api/agentSiteLinks",
    {
      config: own,
      schema: {
        tags,
        summary: "Stop showing these links on your page (used as a delete)",
        body: ZAgentSiteLinksRequest,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) => wrap(removeSiteLinksOf(deps.db, await app.requireActor(request), request.body)),
  );

  r.post(
    "/api/agentSiteDeliveries",
    {
      config: own,
      schema: {
        tags,
        summary: "Add email addresses or mobile numbers your page's address is sent to (your own list, like a link's deliveries)",
        body: ZAddAgentSiteDeliveriesRequest,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) => wrap(addDeliveries(deps.db, await app.requireActor(request), request.body)),
  );

  r.put(
    "/api/agentSiteDeliveries",
    {
      config: own,
      schema: {
        tags,
        summary: "Remove deliveries from your page (used as a delete)",
        body: ZRemoveAgentSiteDeliveriesRequest,
        response: { 200: ZAgentSiteResponse },
      },
    },
    async (request) => wrap(removeDeliveries(deps.db, await app.requireActor(request), request.body)),
  );

  r.get(
    "/api/orgs/:id/links-list-for-splash-page",
    {
      config: own,
      schema: {
        tags,
        summary: "Your own live survey links, which your page may show (another organisation is 404)",
        params: ZOrgParams,
        response: { 200: ZSplashLinksResponse },
      },
    },
    async (request) => linksForSplashPage(deps.db, await app.requireActor(request), request.params.id),
  );
}
