import type { TReview } from "@planready/contracts/reviews";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { fieldControlClass, fieldErrorClass, fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { Spinner } from "../../../components/ui/spinner";
import { problemMessage } from "../../../lib/problem-message";
import { useReplyToReview, useReviews, useSetReviewShown } from "../api/reviews";
import { GoogleReviewLinkForm } from "./google-review-link-form";
import { ScoreDistribution, ScoreTrend } from "./score-charts";

/** Matches contracts/reviews.ts REVIEW_REPLY_MAX (the API refuses longer). */
const REPLY_MAX = 2000;

/**
 * Reviews (/splash-pages/reviews): every review the signed-in agent's clients left after a survey — score, words,
 * whether they may be published, the link, the date — with the score distribution and trend. The agent shows or
 * hides a testimonial its client consented to publish (never edits it) and may reply privately by email.
 * `focusId` (`?review=`) is the review the notification's 'See review' opens.
 */
export function ReviewsPage({ focusId }: { focusId: string | null }) {
  const { t } = useTranslation("reviews");
  const query = useReviews();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="reviews-page">
      <header className="flex flex-col gap-2">
        <Link
          to={paths.splashPages}
          className="inline-flex min-h-11 w-fit items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          {t("page.toSplashPages")}
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("page.title")}</h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">{t("page.intro")}</p>
      </header>
      {query.isPending ? (
        <Spinner label={t("page.loading")} className="py-10" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{problemMessage(query.error, t, "page.loadFailed")}</p>
          <Button variant="secondary" className="mt-3" onPress={() => void query.refetch()}>
            {t("page.retry")}
          </Button>
        </Alert>
      ) : (
        <>
          <Summary reviews={query.data.reviews} />
          {query.data.reviews.some((r) => r.score !== null) ? (
            <section
              aria-label={t("charts.title")}
              className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 md:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
            >
              <ScoreDistribution distribution={query.data.distribution} />
              <ScoreTrend trend={query.data.trend} />
            </section>
          ) : null}
          {query.data.reviews.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-lg text-slate-700 dark:border-slate-700 dark:text-slate-200">
              {t("page.empty")}
            </p>
          ) : (
            <ul className="flex flex-col gap-4" aria-label={t("page.listLabel")}>
              {query.data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} focused={review.id === focusId} />
                </li>
              ))}
            </ul>
          )}
          <GoogleReviewLinkForm />
        </>
      )}
    </div>
  );
}

function Summary({ reviews }: { reviews: TReview[] }) {
  const { t } = useTranslation("reviews");
  const scores = reviews.flatMap((r) => (r.score === null ? [] : [r.score]));
  const average = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;
  const shown = reviews.filter((r) => r.shown).length;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="reviews-summary">
      {[
        { term: t("summary.reviews"), value: String(reviews.length) },
        { term: t("summary.average"), value: average === null ? "—" : String(average) },
        { term: t("summary.shown"), value: String(shown) },
      ].map((item) => (
        <div key={item.term} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{item.term}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReviewCard({ review, focused }: { review: TReview; focused: boolean }) {
  const { t, i18n } = useTranslation("reviews");
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const setShown = useSetReviewShown();
  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus();
  }, [focused]);
  const locale = i18n.language === "es" ? "es-US" : "en-US";
  const date = new Date(review.created_at).toLocaleDateString(locale, { dateStyle: "medium" });
  const publishable = review.publish_consent && review.testimonial !== null;
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="review-card"
      data-review-id={review.id}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 outline-none focus-visible:ring-4 focus-visible:ring-brand-300 sm:p-6 dark:bg-slate-900 ${
        focused ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {review.client_name ?? t("card.aClient")}
          {review.score !== null ? (
            <span className="ml-3 rounded-full bg-slate-100 px-2.5 py-0.5 text-base font-semibold tabular-nums dark:bg-slate-800">
              {t("card.score", { score: review.score })}
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <time dateTime={review.created_at}>{date}</time> · {t("card.link", { url: review.link_url })}
        </p>
      </div>
      {review.testimonial ? (
        <blockquote className="border-l-4 border-slate-300 pl-4 text-lg whitespace-pre-line text-slate-800 dark:border-slate-600 dark:text-slate-100">
          {review.testimonial}
        </blockquote>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">{t("card.noWords")}</p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="review-consent">
        {review.testimonial ? (review.publish_consent ? t("card.consented") : t("card.notConsented")) : t("card.scoreOnly")}
      </p>
      {publishable ? (
        <div className="flex flex-col gap-1">
          <label className="group flex min-h-11 w-fit cursor-pointer items-center gap-3" data-testid="review-shown">
            <input
              type="checkbox"
              role="switch"
              checked={review.shown}
              aria-checked={review.shown}
              disabled={setShown.isPending}
              onChange={(event) => setShown.mutate({ id: review.id, shown: event.target.checked })}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-300 peer-disabled:opacity-60 dark:bg-slate-600 [&>span]:transition-transform peer-checked:[&>span]:translate-x-5"
            >
              <span className="size-6 rounded-full bg-white shadow" />
            </span>
            <span className="text-base font-medium text-slate-900 dark:text-white">{t("card.showOnPage")}</span>
          </label>
          {setShown.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {problemMessage(setShown.error, t, "card.showFailed")}
            </p>
          ) : null}
        </div>
      ) : null}
      {review.replies.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t("reply.sentTitle")}</h3>
          <ul className="flex flex-col gap-2">
            {review.replies.map((reply) => (
              <li
                key={reply.id}
                className="rounded-lg bg-slate-50 p-3 whitespace-pre-line text-slate-800 dark:bg-slate-800 dark:text-slate-100"
              >
                {reply.body}
                <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
                  {new Date(reply.created_at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.can_reply ? (
        <ReplyForm reviewId={review.id} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("reply.noEmail")}</p>
      )}
    </article>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation("reviews");
  const reply = useReplyToReview();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState("");
  const [sent, setSent] = useState(false);
  const [empty, setEmpty] = useState(false);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    reply.mutate(
      { id: reviewId, body: body.trim() },
      {
        onSuccess: () => {
          setBody("");
          setOpen(false);
          setSent(true);
        },
      },
    );
  }

  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onPress={() => (setSent(false), setOpen(true))}>
          {t("reply.open")}
        </Button>
        <output className="text-sm font-medium text-green-800 dark:text-green-300">{sent ? t("reply.sent") : null}</output>
      </div>
    );
  }
  const error = empty ? t("reply.empty") : reply.isError ? problemMessage(reply.error, t, "reply.failed") : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className={fieldLabelClass}>
        {t("reply.label")}
      </label>
      <p id={`${id}-hint`} className={fieldHintClass}>
        {t("reply.hint")}
      </p>
      <textarea
        id={id}
        rows={4}
        maxLength={REPLY_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className={fieldControlClass}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={reply.isPending}>
          {t("reply.send")}
        </Button>
        <Button variant="ghost" onPress={() => setOpen(false)}>
          {t("reply.cancel")}
        </Button>
      </div>
    </form>
  );
}
