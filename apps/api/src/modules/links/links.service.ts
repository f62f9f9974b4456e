import { isStoredLogoUrl } from "@planready/contracts/app-urls";
import type { ZUniqueUrlResponse } from "@planready/contracts/billing/api";
import {
  linkUrlProblem,
  normalizeLinkUrl,
  type TChangeLinkOwnerRequest,
  type TCreateLinkRequest,
  type TLink,
  type TLinkPublicBaseResponse,
  type TLinkQrCodesResponse,
  type TPublicLink,
  type TUpdateLinkRequest,
} from "@planready/contracts/links";
import type { TLinkDraft } from "@planready/contracts/billing/api";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { agentSiteHasAddress } from "../../db/public-addresses.ts";
import { removeUploadedLogo } from "./link-logo.files.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { assertCanChangeOwner, assertCanManageLinks, linkReadScope, manageScope } from "./links.policy.ts";
import { presentLink, presentPublicLink, presentQrCodeLink } from "./links.presenter.ts";
import {
  filterOrgUserIds,
  findLinkById,
  findLinkByUrl,
  findSubmissionRecipients,
  releaseStaleReservation,
  findScopedLink,
  insertLink,
  listLinkDeliveries,
  listLinkStakeholderIds,
  listScopedActiveLinks,
  listScopedLinks,
  countLinksByMember,
  moveUserLinks,
  setLinkOwner,
  softDeleteOrgLink,
  updateOrgLink,
  updatePendingLink,
  findScopedAreaLink,
  type LinkRow,
} from "./links.repository.ts";

type LinkDeps = Pick<AppDeps, "db" | "storage">;

/**
 * A link by id or address, whatever its state (callers check `status` and `deleted_at` for what they do); and who
 * is told of a submission on a link, inside the submitting transaction (commands/submit-survey.ts).
 */
export { findLinkById, findLinkByUrl, findSubmissionRecipients };

const NOT_FOUND = "No link with this address.";
const LINK_NOT_FOUND = "No link with this id.";
const URL_TAKEN_PROBLEM = "This address is already taken; choose another";
const urlTaken = () => new AppError("CONFLICT", "This link address is already taken.", [{ path: "body.url", message: "Already taken" }]);

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

/** A link of the caller's organisation; agents only reach links they own or are a stakeholder of. */
export async function getLink(db: Db, actor: Actor, id: string): Promise<TLink> {
  const scope = linkReadScope(actor);
  const link = scope ? await findScopedLink(db, scope, id) : undefined;
  if (!link) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  return present(db, link);
}

/**
 * An agency admin creates a link for their organisation, for themselves or for an agent of it (`owner_id`, the
 * creator by default). The owner is its first stakeholder; other stakeholders may be named here only by a creator
 * who owns it (the owner names them). It is created `pending` (its address reserved, not live): it goes live when
 * its checkout is paid, through `POST /stripe/{orgStripeId}` with `{ link_id }` (decision 006).
 */
export async function createLink(db: Db, actor: Actor, input: TCreateLinkRequest): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "create");
  assertStoredLogo(input.logo_image_url);
  const ownerId = await chooseOwner(db, orgId, actor.id, input.owner_id, "body.owner_id");
  const requested = [...new Set(input.stakeholder_ids ?? [])].filter((id) => id !== ownerId);
  if (requested.length && ownerId !== actor.id) {
    throw new AppError("VALIDATION_FAILED", "The link's owner names its stakeholders.", [
      { path: "body.stakeholder_ids", message: "Only the owner names stakeholders" },
    ]);
  }
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
      status: "pending",
      created_by: actor.id,
      owner_id: ownerId,
    },
    [ownerId, ...members],
    input.deliveries ?? [],
  );
  if (!link) throw urlTaken();
  return present(db, link);
}

/** The owner a purchase names, which must be a user of the agency; the buyer when none is named. */
async function chooseOwner(db: Db, orgId: string, buyerId: string, ownerId: string | undefined, path: string): Promise<string> {
  if (!ownerId || ownerId === buyerId) return buyerId;
  if ((await filterOrgUserIds(db, orgId, [ownerId])).length !== 1) {
    throw new AppError("VALIDATION_FAILED", "A link's owner must be a user of your agency.", [
      { path, message: "Not a user of your agency" },
    ]);
  }
  return ownerId;
}

/**
 * `PUT /links/{id}/owner`: an Admin gives a link to another user of the agency (audited `link.owner_changed`). The
 * new owner becomes a stakeholder; the previous owner stops being one (the new owner names the stakeholders again).
 */
export async function changeLinkOwner(
  db: Db,
  actor: Actor,
  origin: AuditOrigin,
  id: string,
  input: TChangeLinkOwnerRequest,
): Promise<TLink> {
  const orgId = assertCanChangeOwner(actor);
  const link = await findManagedLink(db, orgId, id);
  if ((await filterOrgUserIds(db, orgId, [input.owner_id])).length !== 1) {
    throw new AppError("VALIDATION_FAILED", "A link's owner must be a user of your agency.", [
      { path: "body.owner_id", message: "Not a user of your agency" },
    ]);
  }
  if (link.owner_id === input.owner_id) return present(db, link);
  const updated = await setLinkOwner(db, orgId, link.id, link.owner_id, input.owner_id);
  if (!updated) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  await recordAudit(db, actor, origin, {
    action: "link.owner_changed",
    target: { type: "link", id: link.id },
    details: { from_user_id: link.owner_id, to_user_id: input.owner_id },
  });
  return present(db, updated);
}

/**
 * Whether a purchase or an edit may use this address, and if not, why: its form, a reserved word, or a link that
 * has it (deleted links keep their address; an unpaid reservation keeps it for a day after its last checkout).
 * Answered with 200 either way, for the form to say.
 */
export async function checkUniqueUrl(
  db: Db,
  actor: Actor,
  raw: string,
  purpose: "purchase" | "edit",
): Promise<z.infer<typeof ZUniqueUrlResponse>> {
  const url = normalizeLinkUrl(raw);
  const problem = linkUrlProblem(url);
  if (problem) return { unique: false, url, problem };
  await releaseStaleReservation(db, url);
  const taken = await findLinkByUrl(db, url);
  // An agent site's address (`/splash/{url}`) is taken for links too: one namespace, so the two never confuse.
  if (!taken)
    return (await agentSiteHasAddress(db, url)) ? { unique: false, url, problem: URL_TAKEN_PROBLEM } : { unique: true, url, problem: null };
  // Buying again what the agency started buying reuses that unpaid link (checkout.service reserveLink).
  const ownUnpaid = taken.org_id === actor.org_id && taken.status === "pending" && !taken.deleted_at;
  if (purpose === "purchase" && ownUnpaid) return { unique: true, url, problem: null, own_unpaid: true };
  return { unique: false, url, problem: URL_TAKEN_PROBLEM };
}

/**
 * A logo is an image uploaded to the app (`POST /api/links/{id}/logo`), never another site's address: a client's
 * page loads nothing from hosts the agency picked (docs/decisions/019-headers-and-content-security.md).
 */
function assertStoredLogo(url: string | null | undefined): void {
  if (url === null || url === undefined || isStoredLogoUrl(url)) return;
  throw new AppError(
    "LOGO_URL_NOT_ALLOWED",
    "A logo must be an image uploaded to this app: upload the file with POST /api/links/{id}/logo.",
    [{ path: "body.logo_image_url", message: "Upload the image instead of linking to it" }],
  );
}

/** A live link of the manager's organisation, or 404 (another agency's id reads exactly like a missing one). */
export async function findManagedLink(db: Db, orgId: string, id: string): Promise<LinkRow> {
  const link = await findScopedLink(db, manageScope(orgId), id);
  if (!link) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  return link;
}

/**
 * An agency admin changes a link's names, address, logo or theme. The survey type and the plan duration are what
 * the subscription pays for: sending them unchanged is fine, changing them is refused.
 */
export async function updateLink(deps: LinkDeps, actor: Actor, id: string, input: TUpdateLinkRequest): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "change");
  assertStoredLogo(input.logo_image_url);
  const link = await findManagedLink(deps.db, orgId, id);
  const { survey_type, stripe_plan_duration, ...patch } = input;
  const planFields = [
    ...(survey_type !== undefined && survey_type !== link.survey_type ? ["survey_type"] : []),
    ...(stripe_plan_duration !== undefined && stripe_plan_duration !== link.stripe_plan_duration ? ["stripe_plan_duration"] : []),
  ];
  if (planFields.length) {
    throw new AppError(
      "VALIDATION_FAILED",
      "The survey type and the plan duration are the link's plan and cannot be changed here. Buy a new link for another survey or plan.",
      planFields.map((field) => ({ path: `body.${field}`, message: "Part of the link's plan; cannot be changed" })),
    );
  }
  if (Object.keys(patch).length === 0) return present(deps.db, link);
  if (patch.url) await releaseStaleReservation(deps.db, patch.url);
  const updated = await updateOrgLink(deps.db, orgId, id, patch);
  if (updated === null) throw urlTaken();
  if (!updated) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  if (patch.logo_image_url !== undefined && link.logo_image_url !== updated.logo_image_url) {
    await removeUploadedLogo(deps.storage, link.id, link.logo_image_url);
  }
  return present(deps.db, updated);
}

/**
 * Soft-deletes a link (decision 006): its submissions stay and its address stays taken. A link whose subscription
 * still renews must be cancelled first; pending, cancelled and cancelled-at-period-end links may go.
 */
export async function deleteLink(db: Db, actor: Actor, id: string): Promise<void> {
  const orgId = assertCanManageLinks(actor, "delete");
  const outcome = await softDeleteOrgLink(db, orgId, id);
  if (outcome === "not_found") throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  if (outcome === "renewing") {
    throw new AppError(
      "CONFLICT",
      "This link's subscription still renews. Cancel the subscription first: the link stays live until the end of the period already paid for, and you can delete it then.",
    );
  }
}

/** The live links the reader may see (agents: their own), each with the full address its QR code encodes. */
export async function listLinkQrCodes(deps: LinkDeps, actor: Actor): Promise<TLinkQrCodesResponse> {
  const scope = linkReadScope(actor);
  const rows = scope ? await listScopedActiveLinks(deps.db, scope) : [];
  return { links: rows.map(presentQrCodeLink) };
}

/** The address survey links are shared under (PUBLIC_URL), or null: the pages then use the browser's own address. */
export function linkPublicBase(deps: Pick<AppDeps, "configuredPublicUrl">): TLinkPublicBaseResponse {
  return { base_url: deps.configuredPublicUrl };
}

export async function present(db: Db, link: LinkRow): Promise<TLink> {
  return presentLink(link, await listLinkStakeholderIds(db, link.id), await listLinkDeliveries(db, link.id));
}

/** The organisation's links the actor may see (id and address): all of them for admins, their own for agents. */
export async function listVisibleLinks(db: Db, actor: Actor): Promise<{ id: string; url: string }[]> {
  const scope = linkReadScope(actor);
  return scope ? listScopedLinks(db, scope) : [];
}

/**
 * Whether a link has this address (deleted links keep theirs; an abandoned unpaid reservation is freed first), for
 * agent sites, whose addresses share the links' namespace.
 */
export async function linkHasAddress(db: Db, url: string): Promise<boolean> {
  await releaseStaleReservation(db, url);
  return !!(await findLinkByUrl(db, url));
}

/** The live links the user owns (an agent site shows only its agent's own links), oldest first. */
export async function listOwnLiveLinks(db: Db, actor: Actor): Promise<TPublicLink[]> {
  if (!actor.org_id) return [];
  const rows = await listScopedActiveLinks(db, { orgId: actor.org_id, readerId: actor.id });
  return rows.filter((row) => row.owner_id === actor.id).map(presentPublicLink);
}

/** A link the actor may see, presented; null when they may not (or it does not exist). */
export async function findVisibleLink(db: Db, actor: Actor, id: string): Promise<TLink | null> {
  const scope = linkReadScope(actor);
  const link = scope ? await findScopedLink(db, scope, id) : undefined;
  return link ? present(db, link) : null;
}

/** An unpaid link of the organisation that a purchase pays for; 404 if not theirs, 409 once it is paid for. */
export async function findUnpaidLink(db: Db, orgId: string, linkId: string): Promise<LinkRow> {
  const link = await findScopedLink(db, manageScope(orgId), linkId);
  if (!link || link.deleted_at) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  if (link.status !== "pending") throw new AppError("CONFLICT", "This link is already paid for.");
  return link;
}

/**
 * Reserves a purchase's address for the organisation: a `pending` link owned by the agent the buyer chose (the
 * buyer by default), who is its stakeholder. A purchase tried again reuses its own unpaid link (with the new names
 * and owner); another's address is taken (409).
 */
export async function reservePendingLink(db: Db, orgId: string, buyerId: string, draft: TLinkDraft): Promise<LinkRow> {
  const ownerId = await chooseOwner(db, orgId, buyerId, draft.owner_id, "body.owner_id");
  const names = {
    survey_type: draft.survey_type,
    first_name: draft.first_name,
    last_name: draft.last_name,
    agency_name: draft.agency_name ?? null,
    stripe_plan_duration: draft.stripe_plan_duration,
  };
  await releaseStaleReservation(db, draft.url);
  const created = await insertLink(
    db,
    orgId,
    { ...names, url: draft.url, status: "pending", created_by: buyerId, owner_id: ownerId },
    [ownerId],
    [],
  );
  if (created) return created;
  const taken = await findLinkByUrl(db, draft.url);
  const own = taken && taken.org_id === orgId && taken.status === "pending" && !taken.deleted_at;
  const reused = own ? await updatePendingLink(db, orgId, taken.id, names) : undefined;
  if (reused && reused.owner_id !== ownerId) return (await setLinkOwner(db, orgId, reused.id, reused.owner_id, ownerId)) ?? reused;
  if (reused) return reused;
  throw urlTaken();
}

/**
 * A member leaves (or gives up their links): the links they created, those they own and their stakeholder places
 * move to another member of the same organisation, chosen by the Admin, so nothing is orphaned and no submission is
 * lost — the new owner reads those links' submissions from then on (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md). Inside the caller's
 * transaction; returns how many links changed hands (none when both are the same person).
 */
export async function handOverLinks(db: Db | Tx, input: { orgId: string; fromUserId: string; toUserId: string }): Promise<number> {
  if (input.fromUserId === input.toUserId) return 0;
  return moveUserLinks(db, input);
}

/** How many links each member of the organisation created or is a stakeholder of (what a removal hands over). */
export async function countMemberLinks(db: Db | Tx, orgId: string): Promise<Map<string, number>> {
  return countLinksByMember(db, orgId);
}

/**
 * Who may sign the agent's part of a Scope of Appointment taken through a link: its stakeholders (the owner is
 * one), the owner first (the creator for a link from before owners), then in the order they were named. Used for the agent's signature and its automatic
 * application (modules/agent-signing).
 */
export async function listLinkSigners(db: Db, linkId: string): Promise<string[]> {
  const [link, stakeholders] = await Promise.all([findLinkById(db, linkId), listLinkStakeholderIds(db, linkId)]);
  const first = link?.owner_id ?? link?.created_by ?? null;
  return first && stakeholders.includes(first) ? [first, ...stakeholders.filter((id) => id !== first)] : stakeholders;
}

/** A bulk-send area's link: crm or connecture (docs/decisions/035-bulk-send-onboarding.md). */
export type AreaSurveyType = "crm" | "connecture";

/** The actor's own link of a bulk-send area (live before reserved), or null. */
export async function findOwnAreaLink(db: Db, actor: Actor, surveyType: AreaSurveyType): Promise<LinkRow | null> {
  if (!actor.org_id) return null;
  return (await findScopedAreaLink(db, { orgId: actor.org_id, readerId: actor.id }, surveyType, actor.id)) ?? null;
}

/**
 * The area link `ownerId` owns, as `actor` may read it (links:read scope: the owner, or the agency's admins);
 * another agent's or another agency's is null, like a missing one. With `ownerId` null: the organisation's
 * first such link the actor may see.
 */
export async function findVisibleAreaLink(
  db: Db,
  actor: Actor,
  orgId: string,
  surveyType: AreaSurveyType,
  ownerId: string | null,
): Promise<TLink | null> {
  const scope = linkReadScope(actor);
  if (!scope || scope.orgId !== orgId) return null;
  const row = await findScopedAreaLink(db, scope, surveyType, ownerId);
  return row ? present(db, row) : null;
}

/** The owner of an area link names it (the names its survey page shows) during the area's onboarding. */
export async function nameOwnLink(
  db: Db,
  actor: Actor,
  linkId: string,
  names: { first_name: string; last_name: string; agency_name: string },
): Promise<LinkRow> {
  const link = actor.org_id ? await findScopedLink(db, { orgId: actor.org_id, readerId: actor.id }, linkId) : undefined;
  if (!link || link.owner_id !== actor.id) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  const updated = await updateOrgLink(db, link.org_id, link.id, names);
  if (!updated) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  return updated;
}
