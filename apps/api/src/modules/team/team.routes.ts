import { ZOk } from "@planready/contracts/errors";
import { ZOrgParams } from "@planready/contracts/orgs";
import {
  ZAcceptInviteRequest,
  ZAcceptInviteResponse,
  ZChangeRoleRequest,
  ZCreateInviteRequest,
  ZInviteLookup,
  ZInviteSent,
  ZMember,
  ZRemoveUserQuery,
  ZTeam,
} from "@planready/contracts/team";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { acceptInvite, changeMemberRole, getTeam, lookupInvite, removeMember, revokeInvite, sendInvite } from "./team.service.ts";

const ZIdParams = z.object({ id: z.uuid() });

/** The agency's team: invites, joining through one, members' roles and removal (docs/product.md#people-and-roles). */
export async function teamRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["team"];

  r.get(
    "/api/orgs/:id/members",
    {
      config: { auth: "user", permission: "users:manage" },
      schema: { tags, summary: "The agency's members and pending invites (agency admins)", params: ZOrgParams, response: { 200: ZTeam } },
    },
    async (request) => getTeam(deps.db, await app.requireActor(request), request.params.id),
  );

  r.post(
    "/api/orgs/:id/invites",
    {
      config: { auth: "user", permission: "users:manage" },
      schema: {
        tags,
        summary: "Invite an address with a role (up to your own); inviting it again renews and resends the pending invite",
        params: ZOrgParams,
        body: ZCreateInviteRequest,
        response: { 201: ZInviteSent },
      },
    },
    async (request, reply) => {
      const sent = await sendInvite(deps, await app.requireActor(request), request.params.id, request.body, auditOrigin(request));
      return reply.status(201).send(sent);
    },
  );

  r.delete(
    "/api/invites/:id",
    {
      config: { auth: "user", permission: "users:manage" },
      schema: { tags, summary: "Revoke a pending invite of your agency", params: ZIdParams, response: { 200: ZOk } },
    },
    async (request) => {
      await revokeInvite(deps.db, await app.requireActor(request), request.params.id, auditOrigin(request));
      return { ok: true as const };
    },
  );

  r.get(
    "/api/invites/:id",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "Whether an invite link can still be accepted (valid false on any failure), with the agency and role",
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ token: z.string().max(100).optional().catch(undefined) }),
        response: { 200: ZInviteLookup },
      },
    },
    async (request) => lookupInvite(deps.db, request.params.id, request.query.token),
  );

  r.post(
    "/api/users/invite/:inviteId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Accept an invite as the signed-in user (refused when you belong to another agency)",
        params: z.object({ inviteId: z.string().max(100) }),
        body: ZAcceptInviteRequest,
        response: { 200: ZAcceptInviteResponse },
      },
    },
    async (request) =>
      acceptInvite(deps.db, await app.requireActor(request), request.params.inviteId, request.body.token, auditOrigin(request)),
  );

  r.put(
    "/api/users/:id/role",
    {
      config: { auth: "user", permission: "users:manage" },
      schema: {
        tags,
        summary: "Change a member's role (never above your own; the last Admin keeps theirs)",
        params: ZIdParams,
        body: ZChangeRoleRequest,
        response: { 200: ZMember },
      },
    },
    async (request) =>
      changeMemberRole(deps.db, await app.requireActor(request), request.params.id, request.body.user_type, auditOrigin(request)),
  );

  r.delete(
    "/api/users/:id",
    {
      config: { auth: "user", permission: "users:manage" },
      schema: {
        tags,
        summary: "Remove a member from your agency, handing their links over to another member; their sessions end",
        params: ZIdParams,
        querystring: ZRemoveUserQuery,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await removeMember(deps.db, await app.requireActor(request), request.params.id, request.query.handOverTo, auditOrigin(request));
      return { ok: true as const };
    },
  );
}
