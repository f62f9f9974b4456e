import { DEFAULT_HEADSHOT_URL, DEFAULT_SITE_LOGO_URL, type TAgentSite, type TSplashLinksResponse } from "@planready/contracts/agent-sites";
import type { TThemeName } from "@planready/contracts/surveys/themes";
import type { TSiteInput } from "../api/save-site";
import type { TSiteView } from "./site-view";

/** The builder's form: text as typed, the chosen states, the links shown in order, the theme. */
export type TSiteDraft = {
  unique_url: string;
  display_name: string;
  agency_name: string;
  npn: string;
  licensed_states: string[];
  phone: string;
  email: string;
  bio_en: string;
  bio_es: string;
  office_hours: string;
  booking_url: string;
  theme_color: TThemeName | null;
  link_ids: string[];
};

/** A slug made of a name: "Grace Harmon" → "grace-harmon". */
export const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50);

/** The form for a saved page, or a new one from the agent's name and agency. */
export function draftOf(
  site: TAgentSite | null,
  profile: { first_name: string | null; last_name: string | null; email: string; agency?: string | null },
): TSiteDraft {
  if (site) {
    return {
      unique_url: site.unique_url,
      display_name: site.display_name,
      agency_name: site.agency_name ?? "",
      npn: site.npn ?? "",
      licensed_states: site.licensed_states,
      phone: site.phone ?? "",
      email: site.email ?? "",
      bio_en: site.bio_en ?? "",
      bio_es: site.bio_es ?? "",
      office_hours: site.office_hours ?? "",
      booking_url: site.booking_url ?? "",
      theme_color: site.theme_color,
      link_ids: site.link_ids,
    };
  }
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
  return {
    unique_url: slugOf(name),
    display_name: name,
    agency_name: profile.agency ?? "",
    npn: "",
    licensed_states: [],
    phone: "",
    email: profile.email,
    bio_en: "",
    bio_es: "",
    office_hours: "",
    booking_url: "",
    theme_color: null,
    link_ids: [],
  };
}

/** What the API is sent: empty text as null. */
export function inputOf(draft: TSiteDraft): TSiteInput {
  const orNull = (value: string) => value.trim() || null;
  return {
    unique_url: draft.unique_url,
    display_name: draft.display_name,
    agency_name: orNull(draft.agency_name),
    npn: orNull(draft.npn),
    licensed_states: draft.licensed_states as TSiteInput["licensed_states"],
    phone: orNull(draft.phone),
    email: orNull(draft.email),
    bio_en: orNull(draft.bio_en),
    bio_es: orNull(draft.bio_es),
    office_hours: orNull(draft.office_hours),
    booking_url: orNull(draft.booking_url),
    theme_color: draft.theme_color,
    link_ids: draft.link_ids,
  };
}

/** The live preview: the page as it will look with the form's values. */
export function viewOf(draft: TSiteDraft, site: TAgentSite | null, links: TSplashLinksResponse["links"]): TSiteView {
  const byId = new Map(links.map((link) => [link.id, link]));
  const shown = draft.link_ids.flatMap((id) => {
    const link = byId.get(id);
    return link ? [{ id: link.id, url: link.url, survey_type: link.survey_type, alt_theme_color: link.alt_theme_color }] : [];
  });
  const orNull = (value: string) => value.trim() || null;
  return {
    unique_url: draft.unique_url,
    display_name: draft.display_name,
    agency_name: orNull(draft.agency_name),
    npn: orNull(draft.npn),
    licensed_states: draft.licensed_states,
    phone: orNull(draft.phone),
    email: orNull(draft.email),
    bio_en: orNull(draft.bio_en),
    bio_es: orNull(draft.bio_es),
    office_hours: orNull(draft.office_hours),
    booking_url: orNull(draft.booking_url),
    theme_color: draft.theme_color,
    headshot_image_url: site?.headshot_image_url ?? DEFAULT_HEADSHOT_URL,
    logo_image_url: site?.logo_image_url ?? DEFAULT_SITE_LOGO_URL,
    links: shown,
    markets_medicare: shown.some((l) => !["aca", "aca_consent_only", "life"].includes(l.survey_type)),
  };
}

/** Moves the link at `index` one place up (-1) or down (+1). */
export function moveLink(ids: string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
