import type { TLink } from "@planready/contracts/links";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { findVisibleAreaLink } from "../links/links.service.ts";
import { findConnectureAgent, findOrgMember } from "../users/users.service.ts";

const notFound = () => new AppError("NOT_FOUND", "No link here.");

/** `GET /links/connecture/{agentId}`: the connecture link of the account holding the agent id, as the caller may read it. */
export async function findAreaLinkOfAgent(deps: Pick<AppDeps, "db">, actor: Actor, agentId: string): Promise<TLink> {
  const owner = await findConnectureAgent(deps.db, agentId);
  if (!owner?.org_id) throw notFound();
  return (await findVisibleAreaLink(deps.db, actor, owner.org_id, "connecture", owner.id)) ?? throwIt();
}

/** `GET /links/crm/{userId}`: the CRM link the user owns, as the caller may read it. */
export async function findAreaLinkOfUser(deps: Pick<AppDeps, "db">, actor: Actor, userId: string): Promise<TLink> {
  const owner = actor.org_id ? await findOrgMember(deps.db, actor.org_id, userId) : undefined;
  if (!owner) throw notFound();
  return (await findVisibleAreaLink(deps.db, actor, actor.org_id!, "crm", owner.id)) ?? throwIt();
}

/** `GET /links/crm/org/{orgId}`: the organisation's CRM link the caller may read (404: the page reads it as none). */
export async function findAreaLinkOfOrg(deps: Pick<AppDeps, "db">, actor: Actor, orgId: string): Promise<TLink> {
  if (actor.org_id !== orgId) throw notFound();
  return (await findVisibleAreaLink(deps.db, actor, orgId, "crm", null)) ?? throwIt();
}

function throwIt(): never {
  throw notFound();
}
