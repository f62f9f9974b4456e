import { themeCssVariables, themeFor } from "@planready/contracts/surveys/themes";
import { usStates, type TUsStateCode } from "@planready/contracts/us-address";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { bioFor, telHref, type TSiteTestimonial, type TSiteView } from "../lib/site-view";

type TSiteBodyProps = {
  site: TSiteView;
  /** Where each survey link leads (the public page adds the arrival token and language). */
  hrefFor: (linkUrl: string) => string;
  /** The vCard's address; none in the builder's preview of an unsaved page. */
  vcardHref?: string | null;
  testimonials?: readonly TSiteTestimonial[];
  /** The "share this agent" block (the public page's). */
  share?: ReactNode;
  /** The builder's preview: smaller headings, so the builder's own stay the page's outline. */
  preview?: boolean;
};

const actionClass =
  "inline-flex min-h-12 items-center justify-center rounded-xl border-2 border-[var(--survey-outline)] bg-white px-4 text-base font-semibold text-slate-900 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]";

/**
 * The page itself: who the agent is, how to reach them, their bio in the page's language, their survey links in
 * their order, published testimonials and the share block, in the theme colour the agent chose (the links' palette).
 * The public page and the builder's live preview draw the same thing.
 */
export function SiteBody({ site, hrefFor, vcardHref, testimonials = [], share, preview = false }: TSiteBodyProps) {
  const { t, i18n } = useTranslation("splash");
  const H1 = preview ? "h3" : "h1";
  const H2 = preview ? "h4" : "h2";
  const bio = bioFor(site, i18n.language);
  const states = site.licensed_states.map((code) => usStates[code as TUsStateCode] ?? code).join(", ");
  const name = site.display_name || "—";
  return (
    <div style={themeCssVariables(themeFor(site.theme_color))} className="text-slate-900">
      <section className="rounded-2xl bg-[var(--survey-light)] p-5 text-center">
        <img
          src={site.headshot_image_url}
          alt={t("page.agentPhoto", { name })}
          width={112}
          height={112}
          className="mx-auto size-28 rounded-full bg-white object-cover ring-4 ring-white"
        />
        <H1 className="mt-3 text-3xl font-bold break-words">{name}</H1>
        {site.agency_name ? <p className="mt-1 text-lg font-medium break-words">{site.agency_name}</p> : null}
        {site.npn ? <p className="mt-1 text-base text-slate-700">{t("page.npn", { npn: site.npn })}</p> : null}
        {states ? <p className="mt-1 text-base text-slate-700">{t("page.licensedIn", { states })}</p> : null}
        <div className={preview ? "mt-4 grid gap-2" : "mt-4 grid gap-2 sm:grid-cols-2"}>
          {site.phone ? (
            <a className={actionClass} href={telHref(site.phone)}>
              {t("page.call", { phone: site.phone })}
            </a>
          ) : null}
          {site.email ? (
            <a className={`${actionClass} break-all`} href={`mailto:${site.email}`}>
              {t("page.email", { email: site.email })}
            </a>
          ) : null}
          {site.booking_url ? (
            <a className={actionClass} href={site.booking_url} rel="noopener noreferrer" target="_blank">
              {t("page.book")}
            </a>
          ) : null}
          {vcardHref ? (
            <a className={actionClass} href={vcardHref} download>
              {t("page.saveContact")}
            </a>
          ) : null}
        </div>
      </section>
      {bio ? <p className="mt-6 text-lg whitespace-pre-line">{bio}</p> : null}
      {site.office_hours ? (
        <p className="mt-4 text-base">
          <span className="font-semibold">{t("page.officeHours")}: </span>
          {site.office_hours}
        </p>
      ) : null}
      <section className="mt-8" aria-labelledby={preview ? undefined : "splash-surveys"}>
        <H2 id={preview ? undefined : "splash-surveys"} className="text-2xl font-bold">
          {t("page.surveysHeading")}
        </H2>
        <p className="mt-1 text-base text-slate-700">{site.links.length ? t("page.surveysIntro") : t("page.noSurveys")}</p>
        <ul className="mt-3 flex flex-col gap-3">
          {site.links.map((link) => (
            <li key={link.id}>
              <a
                href={hrefFor(link.url)}
                className="flex min-h-14 items-center justify-center rounded-xl bg-[var(--survey-primary)] px-4 py-3 text-center text-lg font-semibold text-white hover:bg-[var(--survey-hover)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]"
              >
                {t(`surveyTypes.${link.survey_type}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {testimonials.length ? (
        <section className="mt-8">
          <H2 className="text-2xl font-bold">{t("page.testimonialsHeading")}</H2>
          <ul className="mt-3 flex flex-col gap-3">
            {testimonials.map((item) => (
              <li key={item.id}>
                <figure className="rounded-xl border border-slate-200 p-4">
                  <blockquote className="text-lg whitespace-pre-line">“{item.text}”</blockquote>
                  <figcaption className="mt-2 font-semibold">— {item.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {share}
    </div>
  );
}
