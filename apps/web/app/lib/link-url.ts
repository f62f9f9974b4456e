import type { ZUniqueUrlResponse } from "@planready/contracts/billing/api";
import { LINK_URL_MAX, LINK_URL_MIN, linkUrlProblem, normalizeLinkUrl, RESERVED_LINK_URLS } from "@planready/contracts/links";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { api } from "./api";

/**
 * A link's address as people type it, for buying a link and for editing one: the contracts' rule at once
 * (length, characters, reserved words), then GET /api/links/checkUniqueURL once typing has paused.
 */

/** Why a link address cannot be used, as a key the page turns into words (the rule itself lives in contracts). */
export type TLinkUrlIssue = "empty" | "length" | "characters" | "reserved";

/** The problem with an address that the browser can tell without asking the server; null when only it can. */
export function linkUrlIssue(raw: string): TLinkUrlIssue | null {
  const url = normalizeLinkUrl(raw);
  if (!url) return "empty";
  if (!linkUrlProblem(url)) return null;
  if (url.length < LINK_URL_MIN || url.length > LINK_URL_MAX) return "length";
  if (RESERVED_LINK_URLS.has(url)) return "reserved";
  return "characters";
}

/** What a person typed, shaped the way addresses are stored: lower case, spaces and underscores as dashes. */
export function suggestLinkUrl(raw: string): string {
  return raw
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .slice(0, LINK_URL_MAX);
}

export type TUniqueUrl = z.infer<typeof ZUniqueUrlResponse>;

/** GET /api/links/checkUniqueURL/{url}: whether a link may take this address, and if not, why. */
export function checkUniqueUrl(url: string, purpose: TUrlPurpose, signal?: AbortSignal): Promise<TUniqueUrl> {
  return api<TUniqueUrl>(`/api/links/checkUniqueURL/${encodeURIComponent(url)}?purpose=${purpose}`, signal ? { signal } : {});
}

/** A purchase may take back the agency's own unpaid reservation of an address; an edit never takes another's. */
export type TUrlPurpose = "purchase" | "edit";

/** `value`, once it has stayed the same for `delay` ms (a live check should not ask on every keystroke). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** How long typing must pause before the server is asked whether an address is free. */
export const URL_CHECK_DEBOUNCE_MS = 400;

export type TUrlCheck =
  /** The link's own address, as it is: nothing to check. */
  | { kind: "unchanged" }
  | { kind: "checking" }
  /** `ownUnpaid`: the agency started buying this address and has not paid yet; buying now completes it. */
  | { kind: "available"; ownUnpaid?: boolean }
  /** The server could not be asked; saving or buying checks again. */
  | { kind: "unknown" }
  | { kind: "problem"; issue: TLinkUrlIssue | "taken" };

/**
 * The live state of a link address. `current` is the edited link's own address (any case: no check); `taken`
 * adds addresses a purchase or a save itself found taken.
 */
export function useLinkUrlCheck(
  raw: string,
  options: { current?: string; taken?: ReadonlySet<string>; purpose?: TUrlPurpose } = {},
): TUrlCheck {
  const purpose = options.purpose ?? "edit";
  const url = normalizeLinkUrl(raw);
  const unchanged = options.current !== undefined && url === normalizeLinkUrl(options.current);
  const knownTaken = options.taken?.has(url) ?? false;
  const issue = unchanged ? null : linkUrlIssue(url);
  const settled = useDebouncedValue(url, URL_CHECK_DEBOUNCE_MS);
  const query = useQuery(
    queryOptions({
      queryKey: ["links", "unique-url", purpose, settled] as const,
      queryFn: ({ signal }) => checkUniqueUrl(settled, purpose, signal),
      enabled: !unchanged && issue === null && settled === url && !knownTaken,
      staleTime: 10_000,
      retry: 1,
    }),
  );
  if (unchanged) return { kind: "unchanged" };
  if (issue) return { kind: "problem", issue };
  if (knownTaken) return { kind: "problem", issue: "taken" };
  if (settled !== url || query.isPending || query.isFetching) return { kind: "checking" };
  if (query.isError || !query.data) return { kind: "unknown" };
  if (query.data.unique) return query.data.own_unpaid ? { kind: "available", ownUnpaid: true } : { kind: "available" };
  // The local rule passed, so the server's refusal is that another link has the address (its own words are English).
  return { kind: "problem", issue: linkUrlIssue(query.data.url) ?? "taken" };
}
