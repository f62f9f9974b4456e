import type { TLink } from "@planready/contracts/links";
import {
  ZSubmissionListQuery,
  type TSubmissionDetail,
  type TSubmissionListQuery,
  type TSubmissionListResponse,
} from "@planready/contracts/submissions";
import type { TWebhookEventType } from "@planready/contracts/webhooks";
import { AppError } from "../../lib/app-error.ts";
import type { AuditOrigin } from "../audit/audit.service.ts";
import { findVisibleLink, listVisibleLinks } from "../links/links.service.ts";
import { getSubmissionDetail } from "../submissions/submission-detail.service.ts";
import { findSubmissions } from "../submissions/submissions.service.ts";
import type { ApiKeyPrincipal } from "./api-keys.service.ts";
import { requireOrg } from "./webhooks.policy.ts";
import * as repo from "./webhooks.repository.ts";
import { createWebhookEndpoint, deleteWebhookEndpoint, type WebhookDeps } from "./webhooks.service.ts";

/** The public API's use cases: each acts as the key's user, through the same services and rules as the app. */
export function apiMe(principal: ApiKeyPrincipal) {
  return { user_id: principal.actor.id, org_id: principal.actor.org_id ?? "", email: principal.actor.email, scopes: [...principal.scopes] };
}

export function listApiSubmissions(
  deps: Pick<WebhookDeps, "db">,
  principal: ApiKeyPrincipal,
  query: TSubmissionListQuery,
): Promise<TSubmissionListResponse> {
  return findSubmissions(deps.db, principal.actor, requireOrg(principal.actor), query);
}

export function getApiSubmission(
  deps: Pick<WebhookDeps, "db">,
  principal: ApiKeyPrincipal,
  origin: AuditOrigin,
  id: string,
): Promise<TSubmissionDetail> {
  return getSubmissionDetail(deps.db, principal.actor, origin, id);
}

export async function listApiLinks(deps: Pick<WebhookDeps, "db">, principal: ApiKeyPrincipal) {
  return { links: await listVisibleLinks(deps.db, principal.actor) };
}

export async function getApiLink(deps: Pick<WebhookDeps, "db">, principal: ApiKeyPrincipal, id: string): Promise<TLink> {
  const link = await findVisibleLink(deps.db, principal.actor, id);
  if (!link) throw new AppError("NOT_FOUND", "There is no link with this id.");
  return link;
}

/** REST hooks: an endpoint of the key's user for one event type, made by (and removed with) this key. */
export async function subscribeHook(
  deps: WebhookDeps,
  principal: ApiKeyPrincipal,
  origin: AuditOrigin,
  body: { url: string; event: TWebhookEventType },
) {
  const created = await createWebhookEndpoint(
    deps,
    principal.actor,
    origin,
    { url: body.url, events: [body.event], description: "REST hook" },
    principal.keyId,
  );
  return { id: created.endpoint.id, url: created.endpoint.url, event: body.event, secret: created.secret };
}

export async function unsubscribeHook(deps: WebhookDeps, principal: ApiKeyPrincipal, origin: AuditOrigin, id: string): Promise<void> {
  const endpoint = await repo.findEndpoint(deps.db, requireOrg(principal.actor), id);
  if (!endpoint || endpoint.api_key_id !== principal.keyId) throw new AppError("NOT_FOUND", "There is no hook with this id for this key.");
  await deleteWebhookEndpoint(deps, principal.actor, origin, id);
}

/** What an automation tool shows while setting up: the user's latest submissions as events, or one example. */
export async function sampleHookPayloads(
  deps: Pick<WebhookDeps, "db" | "publicUrl">,
  principal: ApiKeyPrincipal,
  event: TWebhookEventType,
) {
  const timestamp = new Date().toISOString();
  if (event === "survey.submitted" || event === "survey.started" || event === "soa.signed") {
    const page = await findSubmissions(
      deps.db,
      principal.actor,
      requireOrg(principal.actor),
      ZSubmissionListQuery.parse({ limit: 3 }),
    ).catch(() => undefined);
    const items = page?.items ?? [];
    if (items.length) {
      return items.map((item) => ({
        type: event,
        timestamp,
        data: {
          survey_response_id: item.id,
          link_id: item.link?.id ?? null,
          link_url: item.link?.url ?? null,
          details_url: `${deps.publicUrl}/api/v1/submissions/${item.id}`,
        },
      }));
    }
  }
  const example: Record<string, string | null> =
    event === "review.received"
      ? { review_id: "00000000-0000-4000-8000-000000000001" }
      : event === "referral.received"
        ? {
            agent_site_id: "00000000-0000-4000-8000-000000000002",
            source: "client",
            survey_response_id: "00000000-0000-4000-8000-000000000005",
          }
        : {
            survey_response_id: "00000000-0000-4000-8000-000000000003",
            link_id: "00000000-0000-4000-8000-000000000004",
            link_url: "example",
            details_url: `${deps.publicUrl}/api/v1/submissions/00000000-0000-4000-8000-000000000003`,
          };
  return [{ type: event, timestamp, data: example }];
}
