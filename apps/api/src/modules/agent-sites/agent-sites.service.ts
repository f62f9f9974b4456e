import { randomBytes } from "node:crypto";
import { isStoredLogoUrl } from "@planready/contracts/app-urls";
import type {
  TAddAgentSiteDeliveriesRequest,
  TAgentSite,
  TAgentSiteLinksRequest,
  TAgentSiteUniqueResponse,
  TCreateAgentSiteRequest,
  TPublicAgentSite,
  TRemoveAgentSiteDeliveriesRequest,
  TSplashLinksResponse,
  TUpdateAgentSiteRequest,
} from "@planready/contracts/agent-sites";
import { linkUrlProblem, normalizeLinkUrl } from "@planready/contracts/links";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { removeUploadedImage, storeUploadedImage } from "../links/link-logo.service.ts";
import { linkHasAddress, listOwnLiveLinks } from "../links/links.service.ts";
import { assertOrgMember } from "../orgs/orgs.policy.ts";
import { publishedTestimonials } from "../reviews/reviews.service.ts";
import { actorOrg, assertCanReadSite, assertSiteOwner } from "./agent-sites.policy.ts";
import { presentAgentSite, presentPublicAgentSite } from "./agent-sites.presenter.ts";
import {
  addSiteDeliveries,
  appendSiteLinks,
  findOrgSite,
  findSiteByUrl,
  findUserSite,
  insertAgentSite,
  listShownLinks,
  listSiteDeliveries,
  listSiteLinkIds,
  removeSiteDeliveries,
  removeSiteLinks,
  softDeleteSite,
  updateSite,
  type AgentSitePatch,
  type AgentSiteRow,
} from "./agent-sites.repository.ts";

type SiteDeps = Pick<AppDeps, "db" | "storage">;

const NOT_FOUND = "No agent site with this id.";
const URL_TAKEN_PROBLEM = "This address is already taken; choose another";
const urlTaken = () =>
  new AppError("CONFLICT", "This page address is already taken by a page or a survey link.", [
    { path: "body.unique_url", message: "Already taken" },
  ]);

async function present(db: Db, row: AgentSiteRow): Promise<TAgentSite> {
  const [links, ids, deliveries] = await Promise.all([
    listShownLinks(db, row),
    listSiteLinkIds(db, row.id),
    listSiteDeliveries(db, row.id),
  ]);
  return presentAgentSite(row, links, ids, deliveries);
}

/**
 * Whether a page may use this address: the links' slug rule and reserved words, and free in the one namespace of
 * links and pages (a link's address, even a deleted one, is taken; so is any page's). Answered 200 either way.
 */
export async function checkSiteUrl(db: Db, raw: string, ownSiteId?: string): Promise<TAgentSiteUniqueResponse> {
  const url = normalizeLinkUrl(raw);
  const problem = linkUrlProblem(url);
  if (problem) return { unique: false, url, problem, reason: "invalid" };
  const site = await findSiteByUrl(db, url);
  if ((site && site.id !== ownSiteId) || (await linkHasAddress(db, url)))
    return { unique: false, url, problem: URL_TAKEN_PROBLEM, reason: "taken" };
  return { unique: true, url, problem: null, reason: null };
}

/** The link ids a page may show: live links the agent owns; anything else is refused by name. */
async function assertOwnLinks(db: Db, actor: Actor, ids: string[] | undefined, path: string): Promise<string[] | undefined> {
  if (!ids) return undefined;
  const unique = [...new Set(ids)];
  const own = new Set((await listOwnLiveLinks(db, actor)).map((l) => l.id));
  if (unique.some((id) => !own.has(id))) {
    throw new AppError("VALIDATION_FAILED", "A page shows only live survey links you own.", [
      { path, message: "Not one of your live links" },
    ]);
  }
  return unique;
}

/** Only images uploaded to the app, or nothing (the defaults). */
function assertStoredImages(input: { headshot_image_url?: string | null; logo_image_url?: string | null }) {
  for (const key of ["headshot_image_url", "logo_image_url"] as const) {
    const value = input[key];
    if (value === undefined || value === null || isStoredLogoUrl(value)) continue;
    throw new AppError("LOGO_URL_NOT_ALLOWED", "Images must be uploaded to this app: POST /api/agent-sites/{id}/images/{kind}.", [
      { path: `body.${key}`, message: "Upload the image instead of linking to it" },
    ]);
  }
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** 12 random letters and digits: the site's part of its referral tokens (contracts `REF_KEY`). */
const newRefKey = () => Array.from(randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join("");

/** `POST /agent-sites`: the caller's own page (one per agent; 409 when they have one or the address is taken). */
export async function createAgentSite(db: Db, actor: Actor, input: TCreateAgentSiteRequest): Promise<TAgentSite> {
  const orgId = actorOrg(actor);
  assertStoredImages(input);
  const linkIds = (await assertOwnLinks(db, actor, input.link_ids, "body.link_ids")) ?? [];
  if (await linkHasAddress(db, input.unique_url)) throw urlTaken();
  const { link_ids: _ignored, ...fields } = input;
  const created = await insertAgentSite(
    db,
    { ...fields, licensed_states: fields.licensed_states ?? [], org_id: orgId, user_id: actor.id, ref_key: newRefKey() },
    linkIds,
  );
  if (created === "url_taken") throw urlTaken();
  if (created === "has_site") throw new AppError("CONFLICT", "You already have a page: change it instead of making another.");
  return present(db, created);
}

export async function checkSiteUrlForActor(db: Db, actor: Actor, raw: string): Promise<TAgentSiteUniqueResponse> {
  const own = actor.org_id ? await findUserSite(db, actor.org_id, actor.id) : undefined;
  return checkSiteUrl(db, raw, own?.id);
}

/** The caller's own live page, or null before they make one. */
export async function findOwnSite(db: Db, actor: Actor): Promise<TAgentSite | null> {
  const site = actor.org_id ? await findUserSite(db, actor.org_id, actor.id) : undefined;
  return site ? present(db, site) : null;
}

/** `GET /agent-sites/user/{userId}`: that user's live page (their own, or for admins a colleague's). */
export async function getUserSite(db: Db, actor: Actor, userId: string): Promise<TAgentSite> {
  const orgId = actorOrg(actor);
  const site = await findUserSite(db, orgId, userId);
  assertCanReadSite(actor, site);
  return present(db, site);
}

export async function getSite(db: Db, actor: Actor, id: string): Promise<TAgentSite> {
  const site = await findOrgSite(db, actorOrg(actor), id);
  if (site?.deleted_at) throw new AppError("NOT_FOUND", NOT_FOUND);
  assertCanReadSite(actor, site);
  return present(db, site);
}

/** A live site the caller owns, or 404/403. */
async function ownSite(db: Db, actor: Actor, id: string): Promise<AgentSiteRow> {
  const site = await findOrgSite(db, actorOrg(actor), id);
  if (site?.deleted_at) throw new AppError("NOT_FOUND", NOT_FOUND);
  assertSiteOwner(actor, site);
  return site;
}

export async function updateAgentSite(deps: SiteDeps, actor: Actor, id: string, input: TUpdateAgentSiteRequest): Promise<TAgentSite> {
  const site = await ownSite(deps.db, actor, id);
  assertStoredImages(input);
  const linkIds = await assertOwnLinks(deps.db, actor, input.link_ids, "body.link_ids");
  const { link_ids: _ignored, ...fields } = input;
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as AgentSitePatch;
  if (patch.unique_url && patch.unique_url !== site.unique_url.toLowerCase() && (await linkHasAddress(deps.db, patch.unique_url)))
    throw urlTaken();
  const updated = await updateSite(deps.db, site.org_id, site.id, patch, linkIds);
  if (updated === "url_taken") throw urlTaken();
  if (!updated) throw new AppError("NOT_FOUND", NOT_FOUND);
  for (const key of ["headshot_image_url", "logo_image_url"] as const) {
    if (patch[key] !== undefined && site[key] !== updated[key]) await removeUploadedImage(deps.storage, site.id, site[key]);
  }
  return present(deps.db, updated);
}

export async function deleteAgentSite(db: Db, actor: Actor, id: string): Promise<void> {
  const site = await ownSite(db, actor, id);
  if (!(await softDeleteSite(db, site.org_id, site.id))) throw new AppError("NOT_FOUND", NOT_FOUND);
}

/** `POST /agent-sites/{id}/images/{kind}`: a headshot or logo, stored like a link's logo. */
export async function uploadSiteImage(deps: SiteDeps, actor: Actor, id: string, kind: "headshot" | "logo", dataUrl: string) {
  const site = await ownSite(deps.db, actor, id);
  const url = await storeUploadedImage(deps.storage, site.id, dataUrl);
  const key = kind === "headshot" ? "headshot_image_url" : "logo_image_url";
  const updated = await updateSite(deps.db, site.org_id, site.id, { [key]: url });
  if (!updated || updated === "url_taken") {
    await removeUploadedImage(deps.storage, site.id, url);
    throw new AppError("NOT_FOUND", NOT_FOUND);
  }
  await removeUploadedImage(deps.storage, site.id, site[key]);
  return present(deps.db, updated);
}

export async function addSiteLinks(db: Db, actor: Actor, input: TAgentSiteLinksRequest): Promise<TAgentSite> {
  const site = await ownSite(db, actor, input.agent_site_id);
  const ids = (await assertOwnLinks(db, actor, input.link_ids, "body.link_ids")) ?? [];
  await appendSiteLinks(db, site.id, ids);
  return present(db, site);
}

export async function removeSiteLinksOf(db: Db, actor: Actor, input: TAgentSiteLinksRequest): Promise<TAgentSite> {
  const site = await ownSite(db, actor, input.agent_site_id);
  await removeSiteLinks(db, site.id, input.link_ids);
  return present(db, site);
}

export async function addDeliveries(db: Db, actor: Actor, input: TAddAgentSiteDeliveriesRequest): Promise<TAgentSite> {
  const site = await ownSite(db, actor, input.agent_site_id);
  await addSiteDeliveries(db, site.id, input.deliveries);
  return present(db, site);
}

export async function removeDeliveries(db: Db, actor: Actor, input: TRemoveAgentSiteDeliveriesRequest): Promise<TAgentSite> {
  const site = await ownSite(db, actor, input.agent_site_id);
  await removeSiteDeliveries(db, site.id, input.delivery_ids);
  return present(db, site);
}

/** `GET /orgs/{id}/links-list-for-splash-page`: the caller's own live links, which their page may show. */
export async function linksForSplashPage(db: Db, actor: Actor, orgId: string): Promise<TSplashLinksResponse> {
  assertOrgMember(actor, orgId);
  const links = await listOwnLiveLinks(db, actor);
  return {
    links: links.map((l) => ({
      id: l.id,
      url: l.url,
      survey_type: l.survey_type,
      first_name: l.first_name,
      last_name: l.last_name,
      alt_theme_color: l.alt_theme_color,
    })),
  };
}

/** The public page's site by address: 404 for none; a deleted one with status `deleted` (the page answers 410). */
export async function findPublicSite(db: Db, url: string): Promise<TPublicAgentSite> {
  const site = await findSiteByUrl(db, url.trim());
  if (!site) throw new AppError("NOT_FOUND", "No page with this address.");
  if (site.deleted_at) return presentPublicAgentSite(site, [], []);
  const [links, testimonials] = await Promise.all([listShownLinks(db, site), publishedTestimonials(db, site.user_id)]);
  return presentPublicAgentSite(site, links, testimonials);
}
