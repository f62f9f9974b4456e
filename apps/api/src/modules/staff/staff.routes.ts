import {
  ZOrgSearchQuery,
  ZOrgSearchResponse,
  ZSetMaintenanceRequest,
  ZStaffAnnouncementRequest,
  ZStaffAnnouncementResponse,
  ZStaffMaintenance,
  ZStaffOrgDetail,
  ZStaffOrgIdParams,
  ZSupportListQuery,
  ZSupportMessage,
  ZSupportMessageIdParams,
  ZSupportMessageList,
} from "@planready/contracts/staff";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { getMaintenanceMode } from "../maintenance/maintenance.service.ts";
import { getSupportMessage, listSupportInbox } from "../support/support.service.ts";
import { closeSupportFromConsole, findOrgs, sendAnnouncement, setMaintenanceFromConsole, viewOrg } from "./staff.service.ts";

/**
 * The staff console's API, `/api/internal/*`: `auth: "staff"` on every route, so anyone but the product's staff gets
 * the 404 of an address that does not exist (plugins/auth.ts).
 */
export async function staffRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["staff"];
  // Left out of the public OpenAPI document (/api/docs) as well: nothing tells outsiders the console exists.
  const hide = true;
  const config = { auth: "staff" as const };

  r.get(
    "/api/internal/me",
    {
      config,
      schema: {
        hide,
        tags,
        summary: "The signed-in staff member (404 for anyone else)",
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => ({ email: (await app.requireStaff(request)).email }),
  );

  r.get(
    "/api/internal/maintenance",
    {
      config,
      schema: { hide, tags, summary: "Maintenance: on, upcoming or off, with its description", response: { 200: ZStaffMaintenance } },
    },
    async () => getMaintenanceMode(deps.db),
  );

  r.put(
    "/api/internal/maintenance",
    {
      config,
      schema: {
        hide,
        tags,
        summary: "Switch maintenance on (the maintenance page), upcoming (announced) or off",
        body: ZSetMaintenanceRequest,
        response: { 200: ZStaffMaintenance },
      },
    },
    async (request) => setMaintenanceFromConsole(deps.db, await app.requireStaff(request), auditOrigin(request), request.body),
  );

  r.post(
    "/api/internal/announcements",
    {
      config: { ...config, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        hide,
        tags,
        summary: "Send an announcement to every user of every agency",
        body: ZStaffAnnouncementRequest,
        response: { 201: ZStaffAnnouncementResponse },
      },
    },
    async (request, reply) => {
      const created = await sendAnnouncement(deps, await app.requireStaff(request), auditOrigin(request), request.body);
      return reply.status(201).send({ created });
    },
  );

  r.get(
    "/api/internal/orgs",
    {
      config,
      schema: {
        hide,
        tags,
        summary: "Find agencies by name or a user's email",
        querystring: ZOrgSearchQuery,
        response: { 200: ZOrgSearchResponse },
      },
    },
    async (request) => ({ orgs: await findOrgs(deps.db, request.query.q) }),
  );

  r.get(
    "/api/internal/orgs/:orgId",
    {
      config,
      schema: {
        hide,
        tags,
        summary: "An agency for support: users and roles, links and their states, payments (never client answers)",
        params: ZStaffOrgIdParams,
        response: { 200: ZStaffOrgDetail },
      },
    },
    async (request) => viewOrg(deps.db, await app.requireStaff(request), auditOrigin(request), request.params.orgId),
  );

  r.get(
    "/api/internal/support",
    {
      config,
      schema: {
        hide,
        tags,
        summary: "Support messages, open or closed, newest first",
        querystring: ZSupportListQuery,
        response: { 200: ZSupportMessageList },
      },
    },
    async (request) => ({ messages: await listSupportInbox(deps.db, request.query.status) }),
  );

  r.get(
    "/api/internal/support/:id",
    { config, schema: { hide, tags, summary: "One support message", params: ZSupportMessageIdParams, response: { 200: ZSupportMessage } } },
    async (request) => getSupportMessage(deps.db, request.params.id),
  );

  r.post(
    "/api/internal/support/:id/close",
    {
      config,
      schema: { hide, tags, summary: "Close a support message", params: ZSupportMessageIdParams, response: { 200: ZSupportMessage } },
    },
    async (request) => closeSupportFromConsole(deps.db, await app.requireStaff(request), auditOrigin(request), request.params.id),
  );
}
