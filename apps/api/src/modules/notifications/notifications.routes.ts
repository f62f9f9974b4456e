import {
  ZCreateNotificationRequest,
  ZCreateNotificationResponse,
  ZMarkAllReadResponse,
  ZMarkNotificationRequest,
  ZNotification,
  ZNotificationCount,
  ZNotificationIdParams,
  ZNotificationPermissions,
  ZNotificationSummary,
  ZUnreadSubmissionCount,
  ZUpdateNotificationPermissionsRequest,
  ZUserIdParams,
} from "@planready/contracts/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { assertCanAnnounce, ownScope } from "./notifications.policy.ts";
import { countUnread } from "./notifications.repository.ts";
import {
  announce,
  getNotificationPermissions,
  getNotificationSummary,
  markAllNotificationsRead,
  markNotification,
  updateNotificationPermissions,
} from "./notifications.service.ts";
import { countUnreadForBadge } from "../submissions/submissions.service.ts";
import type { AppDeps } from "../../core/deps.ts";

export async function notificationsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];

  r.post(
    "/api/notifications",
    {
      config: { auth: "user", permission: "users:manage" },
      schema: {
        tags,
        summary: "Send an announcement to your agency's users (agency admins); other types are written by the product",
        body: ZCreateNotificationRequest,
        response: { 201: ZCreateNotificationResponse },
      },
    },
    async (request, reply) => {
      const orgId = assertCanAnnounce(await app.requireActor(request));
      return reply.status(201).send({ created: await announce(deps, orgId, request.body) });
    },
  );

  r.get(
    "/api/notifications/byUser/count/:userId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: { tags, summary: "Your unread notification count", params: ZUserIdParams, response: { 200: ZNotificationCount } },
    },
    async (request) => {
      const scope = ownScope(await app.requireActor(request), request.params.userId);
      return { count: await countUnread(deps.db, scope.orgId, scope.userId) };
    },
  );

  r.get(
    "/api/notifications/byUser/:userId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: { tags, summary: "Your latest notifications", params: ZUserIdParams, response: { 200: ZNotificationSummary } },
    },
    async (request) => getNotificationSummary(deps.db, ownScope(await app.requireActor(request), request.params.userId)),
  );

  r.put(
    "/api/notifications/byUser/:userId/read",
    {
      config: { auth: "user", permission: "account:own" },
      schema: { tags, summary: "Mark all your notifications read", params: ZUserIdParams, response: { 200: ZMarkAllReadResponse } },
    },
    async (request) => markAllNotificationsRead(deps.db, ownScope(await app.requireActor(request), request.params.userId)),
  );

  r.put(
    "/api/notifications/:id/read",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Mark one of your notifications read (read: true) or unread (read: false)",
        params: ZNotificationIdParams,
        body: ZMarkNotificationRequest,
        response: { 200: ZNotification },
      },
    },
    async (request) => {
      const actor = await app.requireActor(request);
      return markNotification(deps.db, ownScope(actor, actor.id), request.params.id, request.body.read);
    },
  );

  r.get(
    "/api/notifications/permissions/:userId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Which notification types you also get by email",
        params: ZUserIdParams,
        response: { 200: ZNotificationPermissions },
      },
    },
    async (request) => getNotificationPermissions(deps.db, ownScope(await app.requireActor(request), request.params.userId)),
  );

  r.put(
    "/api/notifications/permissions/:userId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Switch email on or off per notification type",
        params: ZUserIdParams,
        body: ZUpdateNotificationPermissionsRequest,
        response: { 200: ZNotificationPermissions },
      },
    },
    async (request) =>
      updateNotificationPermissions(deps.db, ownScope(await app.requireActor(request), request.params.userId), request.body),
  );

  r.get(
    "/api/notifications/unread-submissions-count-by-user/:userId",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary:
          "Unread submissions for the side-menu badge: completed inbox submissions you can see and have not read, " +
          "counted up to 100 (the badge shows 99+)",
        params: ZUserIdParams,
        response: { 200: ZUnreadSubmissionCount },
      },
    },
    async (request) => {
      const actor = await app.requireActor(request);
      ownScope(actor, request.params.userId);
      return { unreadSubmissionCount: await countUnreadForBadge(deps.db, actor) };
    },
  );
}
