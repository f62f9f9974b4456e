import {
  LINK_DELIVERIES_MAX,
  type TAddLinkDeliveriesRequest,
  type TLink,
  type TLinkStakeholdersRequest,
  type TRemoveLinkDeliveriesRequest,
} from "@planready/contracts/links";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { addLinkDeliveries, addLinkStakeholders, removeLinkDeliveries, removeLinkStakeholders } from "./link-members.repository.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { assertCanManageLinks, assertNamesStakeholders, linkReadScope } from "./links.policy.ts";
import { filterOrgUserIds, findScopedLink } from "./links.repository.ts";
import { findManagedLink, present } from "./links.service.ts";

/**
 * The link a stakeholder change is about: one the actor may see (another agency's, or an agent's link they are not
 * on, is 404), and that they own — the owner names the stakeholders (403 to anyone else, Admins included).
 */
async function ownedLink(db: Db, actor: Actor, linkId: string) {
  const scope = linkReadScope(actor);
  const link = scope ? await findScopedLink(db, scope, linkId) : undefined;
  if (!link) throw new AppError("NOT_FOUND", "No link with this id.");
  assertNamesStakeholders(actor, link);
  return link;
}

/**
 * POST /linkStakeholders: the link's owner names colleagues of the same agency who are notified of its submissions
 * and read them (audited `link.stakeholders_changed`).
 */
export async function addStakeholders(db: Db, actor: Actor, origin: AuditOrigin, input: TLinkStakeholdersRequest): Promise<TLink> {
  const link = await ownedLink(db, actor, input.link_id);
  const requested = [...new Set(input.user_ids)];
  const members = await filterOrgUserIds(db, link.org_id, requested);
  if (members.length !== requested.length) {
    throw new AppError("VALIDATION_FAILED", "Stakeholders must be users of your agency.", [
      { path: "body.user_ids", message: "Not a user of your agency" },
    ]);
  }
  await addLinkStakeholders(db, link.id, members);
  await recordAudit(db, actor, origin, {
    action: "link.stakeholders_changed",
    target: { type: "link", id: link.id },
    details: { added: members.join(",") },
  });
  return present(db, link);
}

/**
 * PUT /linkStakeholders (a delete), by the link's owner: ids that are not stakeholders change nothing; the owner
 * stays one (409).
 */
export async function removeStakeholders(db: Db, actor: Actor, origin: AuditOrigin, input: TLinkStakeholdersRequest): Promise<TLink> {
  const link = await ownedLink(db, actor, input.link_id);
  const ids = [...new Set(input.user_ids)];
  if (link.owner_id && ids.includes(link.owner_id)) {
    throw new AppError(
      "CONFLICT",
      "The link's owner is always notified of its submissions and reads them: give the link another owner first.",
      [{ path: "body.user_ids", message: "The owner stays a stakeholder" }],
    );
  }
  if ((await removeLinkStakeholders(db, link.id, ids)) === "last") {
    throw new AppError(
      "CONFLICT",
      "A link needs at least one stakeholder to be notified of its submissions. Add someone else before removing the last one.",
      [{ path: "body.user_ids", message: "Would leave the link without stakeholders" }],
    );
  }
  await recordAudit(db, actor, origin, {
    action: "link.stakeholders_changed",
    target: { type: "link", id: link.id },
    details: { removed: ids.join(",") },
  });
  return present(db, link);
}

/** POST /linkDeliveries: email addresses and phone numbers the link is sent to. */
export async function addDeliveries(db: Db, actor: Actor, input: TAddLinkDeliveriesRequest): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "change");
  const link = await findManagedLink(db, orgId, input.link_id);
  if ((await addLinkDeliveries(db, link.id, input.deliveries, LINK_DELIVERIES_MAX)) === "too_many") {
    throw new AppError("VALIDATION_FAILED", `A link can be sent to at most ${LINK_DELIVERIES_MAX} addresses and numbers.`, [
      { path: "body.deliveries", message: `At most ${LINK_DELIVERIES_MAX} per link` },
    ]);
  }
  return present(db, link);
}

/** PUT /linkDeliveries (a delete): ids of other links' deliveries change nothing. */
export async function removeDeliveries(db: Db, actor: Actor, input: TRemoveLinkDeliveriesRequest): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "change");
  const link = await findManagedLink(db, orgId, input.link_id);
  await removeLinkDeliveries(db, link.id, [...new Set(input.delivery_ids)]);
  return present(db, link);
}
