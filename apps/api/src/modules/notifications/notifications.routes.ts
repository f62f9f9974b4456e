import { ZNotificationCount, ZNotificationSummary, ZUnreadSubmissionCount, ZUserIdParams } from "@planready/contracts/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { UserRow } from "../users/users.repository.ts";
import { countUnread, listForUser } from "./notifications.repository.ts";

/** Notifications are personal: a user reads only their own. */
function ownScope(actor: UserRow, userId: string): { orgId: string; userId: string } {
  if (actor.id !== userId || !actor.org_id) throw new AppError("FORBIDDEN", "You can only read your own notifications.");
  return { orgId: actor.org_id, userId };
}

export async function notificationsRoutes(app: FastifyInstance, { db }: { db: () => Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];

  r.get(
    "/api/notifications/byUser/count/:userId",
    {
      config: { auth: "user" },
      schema: { tags, summary: "Your unread notification count", params: ZUserIdParams, response: { 200: ZNotificationCount } },
    },
    async (request) => {
      const scope = ownScope(await app.requireActor(request), request.params.userId);
      return { count: await countUnread(db(), scope.orgId, scope.userId) };
    },
  );

  r.get(
    "/api/notifications/byUser/:userId",
    {
      config: { auth: "user" },
      schema: { tags, summary: "Your latest notifications", params: ZUserIdParams, response: { 200: ZNotificationSummary } },
    },
    async (request) => {
      const scope = ownScope(await app.requireActor(request), request.params.userId);
      const rows = await listForUser(db(), scope.orgId, scope.userId);
      return {
        count: await countUnread(db(), scope.orgId, scope.userId),
        buckets: rows.map((n) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          text: n.text,
          created_at: n.created_at.toISOString(),
          read_at: n.read_at?.toISOString() ?? null,
          action_text: n.action_text,
          action_type: n.action_type,
          action_url: n.action_url,
        })),
      };
    },
  );

  r.get(
    "/api/notifications/unread-submissions-count-by-user/:userId",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Unread submissions for the side-menu badge",
        params: ZUserIdParams,
        response: { 200: ZUnreadSubmissionCount },
      },
    },
    async (request) => {
      const scope = ownScope(await app.requireActor(request), request.params.userId);
      return { unreadSubmissionCount: await countUnread(db(), scope.orgId, scope.userId, "survey_submitted") };
    },
  );
}
