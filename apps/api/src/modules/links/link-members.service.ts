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
import { assertCanManageLinks } from "./links.policy.ts";
import { filterOrgUserIds } from "./links.repository.ts";
import { findManagedLink, present } from "./links.service.ts";

/** POST /linkStakeholders: colleagues of the same agency who are notified of the link's submissions and see them. */
export async function addStakeholders(db: Db, actor: Actor, input: TLinkStakeholdersRequest): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "change");
  const link = await findManagedLink(db, orgId, input.link_id);
  const requested = [...new Set(input.user_ids)];
  const members = await filterOrgUserIds(db, orgId, requested);
  if (members.length !== requested.length) {
    throw new AppError("VALIDATION_FAILED", "Stakeholders must be users of your agency.", [
      { path: "body.user_ids", message: "Not a user of your agency" },
    ]);
  }
  await addLinkStakeholders(db, link.id, members);
  return present(db, link);
}

/** PUT /linkStakeholders (a delete): ids that are not stakeholders change nothing; the last one must stay. */
export async function removeStakeholders(db: Db, actor: Actor, input: TLinkStakeholdersRequest): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "change");
  const link = await findManagedLink(db, orgId, input.link_id);
  if ((await removeLinkStakeholders(db, link.id, [...new Set(input.user_ids)])) === "last") {
    throw new AppError(
      "CONFLICT",
      "A link needs at least one stakeholder to be notified of its submissions. Add someone else before removing the last one.",
      [{ path: "body.user_ids", message: "Would leave the link without stakeholders" }],
    );
  }
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
