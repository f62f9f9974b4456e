import type { TCreateLinkRequest, TLink, TPublicLink } from "@planready/contracts/links";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { UserRow } from "../users/users.repository.ts";
import { assertCanManageLinks, linkReadScope } from "./links.policy.ts";
import { presentLink, presentPublicLink } from "./links.presenter.ts";
import {
  filterOrgUserIds,
  findLinkByUrl,
  findScopedLink,
  insertLink,
  listLinkDeliveries,
  listLinkStakeholderIds,
  type LinkRow,
} from "./links.repository.ts";

const NOT_FOUND = "No link with this address.";

/**
 * A public survey page's link. A cancelled link is still answered, with its status, so that the client who opens
 * it learns it is no longer active and whom to ask for a new one (the names the survey page showed anyway).
 */
export async function findPublicLink(db: Db, url: string): Promise<TPublicLink> {
  const link = await findLinkByUrl(db, url.trim());
  // A link waiting for its first payment is not live yet; a deleted one reads as no longer active.
  if (!link || link.status === "pending") throw new AppError("NOT_FOUND", NOT_FOUND);
  return link.deleted_at ? { ...presentPublicLink(link), status: "cancelled" } : presentPublicLink(link);
}

/** A link of the caller's organisation; agents only reach links they are a stakeholder of. */
export async function getLink(db: Db, actor: UserRow, id: string): Promise<TLink> {
  const scope = linkReadScope(actor);
  const link = scope ? await findScopedLink(db, scope, id) : undefined;
  if (!link) throw new AppError("NOT_FOUND", "No link with this id.");
  return present(db, link);
}

/** An agency admin creates a link for their organisation; they (and any named colleagues) become its stakeholders. */
export async function createLink(db: Db, actor: UserRow, input: TCreateLinkRequest): Promise<TLink> {
  const orgId = assertCanManageLinks(actor);
  const requested = [...new Set(input.stakeholder_ids ?? [])].filter((id) => id !== actor.id);
  const members = await filterOrgUserIds(db, orgId, requested);
  if (members.length !== requested.length) {
    throw new AppError("VALIDATION_FAILED", "Stakeholders must be users of your agency.", [
      { path: "body.stakeholder_ids", message: "Not a user of your agency" },
    ]);
  }
  const link = await insertLink(
    db,
    orgId,
    {
      url: input.url,
      survey_type: input.survey_type,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      agency_name: input.agency_name ?? null,
      stripe_plan_duration: input.stripe_plan_duration,
      logo_image_url: input.logo_image_url ?? null,
      alt_theme_color: input.alt_theme_color ?? null,
      created_by: actor.id,
    },
    [actor.id, ...members],
    input.deliveries ?? [],
  );
  if (!link) {
    throw new AppError("CONFLICT", "This link address is already taken.", [{ path: "body.url", message: "Already taken" }]);
  }
  return present(db, link);
}

async function present(db: Db, link: LinkRow): Promise<TLink> {
  return presentLink(link, await listLinkStakeholderIds(db, link.id), await listLinkDeliveries(db, link.id));
}
