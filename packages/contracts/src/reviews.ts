import { z } from "zod";

/**
 * Reviews (docs/decisions/032-reviews-without-gating.md, docs/product.md "Reviews"): after submitting a survey, a
 * client may say how likely they are to recommend their agent (0–10) and leave a short testimonial, with an explicit
 * consent to publish it under their first name and last initial. Every client is offered the agent's Google review
 * link whatever their score: nothing here depends on the score.
 */

/** The longest testimonial a client may leave, in characters. */
export const TESTIMONIAL_MAX = 1000;
/** The longest private reply an agent may send, in characters. */
export const REVIEW_REPLY_MAX = 2000;
/** At most this many private replies per agent in any hour (counted from the stored replies). */
export const REVIEW_REPLIES_PER_HOUR = 20;
/** The scale of "how likely are you to recommend": 0 (not at all) to 10 (extremely likely). */
export const REVIEW_SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** `POST /responses/{id}/review` (survey token, once, after the submission). */
export const ZPostReviewRequest = z
  .object({
    score: z.number().int().min(0).max(10).nullable().optional(),
    testimonial: z
      .string()
      .max(TESTIMONIAL_MAX, `Keep it under ${TESTIMONIAL_MAX} characters`)
      .transform((text) => text.trim())
      .nullable()
      .optional(),
    /** The client ticked "you may publish this with my first name and initial" (never ticked for them). */
    publish_consent: z.boolean().default(false),
  })
  .strict()
  .refine((body) => (body.score ?? null) !== null || (body.testimonial ?? "") !== "", {
    message: "Choose a score or write a few words",
    path: ["score"],
  });
export type TPostReviewRequest = z.input<typeof ZPostReviewRequest>;

/** `GET /responses/{id}/review` (survey token): what the confirmation screen offers and whether a review was left. */
export const ZReviewInvitation = z.object({
  /** The agent's first name as their clients see it on the link, when known. */
  agent_name: z.string().nullable(),
  /** The agent's Google review link, offered to every client whatever their score; null when they set none. */
  google_review_url: z.string().nullable(),
  /** Whether this response already has its review (one per response). */
  reviewed: z.boolean(),
});
export type TReviewInvitation = z.infer<typeof ZReviewInvitation>;

/** A published testimonial as a public page shows it: first name and last initial, the words, the date. */
export const ZPublishedTestimonial = z.object({
  id: z.string(),
  /** "Maria G.", or null when the client gave no name. */
  client_name: z.string().nullable(),
  text: z.string(),
  /** ISO date (YYYY-MM-DD) the client left it. */
  date: z.string(),
});
export type TPublishedTestimonial = z.infer<typeof ZPublishedTestimonial>;

/** A review as its agent reads it on `/splash-pages/reviews`. */
export const ZReview = z.object({
  id: z.string(),
  score: z.number().int().nullable(),
  testimonial: z.string().nullable(),
  publish_consent: z.boolean(),
  shown: z.boolean(),
  client_name: z.string().nullable(),
  link_url: z.string(),
  created_at: z.string(),
  /** Whether a private reply can be sent (the submission has the client's email address). */
  can_reply: z.boolean(),
  replies: z.array(z.object({ id: z.string(), body: z.string(), created_at: z.string() })),
});
export type TReview = z.infer<typeof ZReview>;

/** `GET /reviews`: the signed-in agent's reviews, newest first, with their score distribution and monthly trend. */
export const ZReviewList = z.object({
  reviews: z.array(ZReview),
  /** How many reviews gave each score, index 0..10. */
  distribution: z.array(z.number().int()).length(11),
  /** Per month (YYYY-MM, oldest first, the last 12 months with reviews): the number of scores and their average. */
  trend: z.array(z.object({ month: z.string(), count: z.number().int(), average: z.number() })),
});
export type TReviewList = z.infer<typeof ZReviewList>;

/** `PUT /reviews/{id}/visibility`: show or hide a consented testimonial on the splash page. */
export const ZReviewVisibilityRequest = z.object({ shown: z.boolean() }).strict();

/** `POST /reviews/{id}/replies`: a private reply, emailed to the client's address from the submission. */
export const ZReviewReplyRequest = z
  .object({
    body: z
      .string()
      .transform((text) => text.trim())
      .pipe(z.string().min(1, "Write a reply").max(REVIEW_REPLY_MAX, `Keep it under ${REVIEW_REPLY_MAX} characters`)),
  })
  .strict();
export type TReviewReplyRequest = z.input<typeof ZReviewReplyRequest>;

/** The WHATWG URL parser of browsers and Node (contracts compile without DOM or Node types). */
declare const URL: new (url: string) => { protocol: string; username: string; password: string; hostname: string };

/** A Google review link: an https address on a Google host (g.page, google.com, goo.gl, maps.app.goo.gl). */
export function isGoogleReviewUrl(value: string): boolean {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return (
    host === "g.page" ||
    host === "goo.gl" ||
    host === "maps.app.goo.gl" ||
    host === "search.google.com" ||
    host === "google.com" ||
    /^(www\.|maps\.)?google\.[a-z.]{2,6}$/.test(host)
  );
}

/** `PUT /reviews/settings`: the agent's Google review link (empty to remove it). */
export const ZReviewSettings = z.object({
  google_review_url: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === "" || isGoogleReviewUrl(value), "Paste the link Google gives you to ask for reviews (https://g.page/…)")
    .transform((value) => (value === "" ? null : value))
    .nullable(),
});
export type TReviewSettings = z.output<typeof ZReviewSettings>;
export type TReviewSettingsRequest = z.input<typeof ZReviewSettings>;

/** "Maria G." from a first and last name (each trimmed); null without a first name. */
export function testimonialName(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  const first = firstName?.trim().split(/\s+/)[0];
  if (!first) return null;
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
