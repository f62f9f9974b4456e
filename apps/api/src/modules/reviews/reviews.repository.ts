import { and, count, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agentReviewSettings, links, reviewReplies, reviews, submissions, surveyResponses } from "../../db/schema.ts";

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type ReplyRow = typeof reviewReplies.$inferSelect;

/** The most testimonials a page shows (the newest the agent chose). */
const PUBLISHED_LIMIT = 50;

/** What a review is posted against: the link's owner and first name, and the client's name from the submission. */
export async function findReviewContext(
  db: Db,
  responseId: string,
  linkId: string,
): Promise<
  | {
      ownerId: string | null;
      agentFirstName: string | null;
      clientFirstName: string | null;
      clientLastName: string | null;
      reviewed: boolean;
    }
  | undefined
> {
  const [row] = await db
    .select({
      ownerId: links.owner_id,
      agentFirstName: links.first_name,
      clientFirstName: submissions.first_name,
      clientLastName: submissions.last_name,
      reviewId: reviews.id,
    })
    .from(links)
    .leftJoin(submissions, eq(submissions.response_id, responseId))
    .leftJoin(reviews, eq(reviews.response_id, responseId))
    .where(eq(links.id, linkId));
  if (!row) return undefined;
  const { reviewId, ...rest } = row;
  return { ...rest, reviewed: reviewId !== null };
}

/** Inserts the response's review; undefined when it already has one (one review per response). */
export async function insertReview(db: Db, values: NewReview): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing({ target: reviews.response_id }).returning();
  return row;
}

/** The testimonials an agent shows, with their client's consent, newest first. */
export async function listPublished(db: Db, agentUserId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.agent_id, agentUserId), eq(reviews.shown, true), eq(reviews.publish_consent, true), isNotNull(reviews.testimonial)),
    )
    .orderBy(desc(reviews.created_at))
    .limit(PUBLISHED_LIMIT);
}

/** Every review of an agent, newest first, with the link's address and whether the submission has an email. */
export async function listAgentReviews(
  db: Db,
  agentUserId: string,
  orgId: string,
): Promise<{ review: ReviewRow; linkUrl: string; hasEmail: boolean }[]> {
  const rows = await db
    .select({ review: reviews, linkUrl: links.url, email: submissions.email })
    .from(reviews)
    .innerJoin(links, eq(links.id, reviews.link_id))
    .leftJoin(submissions, eq(submissions.response_id, reviews.response_id))
    .where(and(eq(reviews.agent_id, agentUserId), eq(reviews.org_id, orgId)))
    .orderBy(desc(reviews.created_at))
    .limit(1000);
  return rows.map((r) => ({ review: r.review, linkUrl: r.linkUrl, hasEmail: Boolean(r.email?.trim()) }));
}

export async function listReplies(db: Db, reviewIds: string[]): Promise<ReplyRow[]> {
  if (reviewIds.length === 0) return [];
  return db.select().from(reviewReplies).where(inArray(reviewReplies.review_id, reviewIds)).orderBy(reviewReplies.created_at);
}

/** One review of an organisation, with the client's email from the submission (for a reply). */
export async function findOrgReview(
  db: Db,
  orgId: string,
  id: string,
): Promise<{ review: ReviewRow; clientEmail: string | null; clientLocale: "en" | "es" | null } | undefined> {
  const [row] = await db
    .select({ review: reviews, clientEmail: submissions.email, clientLocale: surveyResponses.locale })
    .from(reviews)
    .leftJoin(submissions, eq(submissions.response_id, reviews.response_id))
    .leftJoin(surveyResponses, eq(surveyResponses.id, reviews.response_id))
    .where(and(eq(reviews.id, id), eq(reviews.org_id, orgId)));
  return row;
}

export async function setShown(db: Db, orgId: string, id: string, shown: boolean): Promise<void> {
  await db
    .update(reviews)
    .set({ shown, shown_changed_at: new Date() })
    .where(and(eq(reviews.id, id), eq(reviews.org_id, orgId)));
}

export async function insertReply(db: Db, values: typeof reviewReplies.$inferInsert): Promise<ReplyRow> {
  const [row] = await db.insert(reviewReplies).values(values).returning();
  return row!;
}

/** How many replies a user sent since `since`. */
export async function countRepliesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewReplies)
    .where(and(eq(reviewReplies.user_id, userId), gt(reviewReplies.created_at, since)));
  return row?.n ?? 0;
}

export async function findGoogleReviewUrl(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: agentReviewSettings.google_review_url })
    .from(agentReviewSettings)
    .where(eq(agentReviewSettings.user_id, userId));
  return row?.url ?? null;
}

export async function saveGoogleReviewUrl(db: Db, userId: string, url: string | null): Promise<void> {
  await db
    .insert(agentReviewSettings)
    .values({ user_id: userId, google_review_url: url })
    .onConflictDoUpdate({ target: agentReviewSettings.user_id, set: { google_review_url: url, updated_at: new Date() } });
}

/** Whether an agent already has a review with these words (the demo seed's, added once). */
export async function hasTestimonial(db: Db, agentUserId: string, text: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.agent_id, agentUserId), eq(reviews.testimonial, text)))
    .limit(1);
  return row !== undefined;
}
