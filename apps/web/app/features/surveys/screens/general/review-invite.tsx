import type { TReviewInvitation } from "@planready/contracts/reviews";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../../i18n/react";
import { problemMessage } from "../../../../lib/problem-message";
import { primaryButton } from "../../components/buttons";
import { CheckboxField, TextArea } from "../../components/inputs";
import { getReviewInvitation, postReview } from "../../lib/review-api";

/** As long as the API takes (contracts/reviews.ts TESTIMONIAL_MAX), without loading the contracts' schemas here. */
const TESTIMONIAL_MAX = 1000;
const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type TProps = {
  responseId: string;
  token: () => string | null;
  /** The agent as the survey's sentences name them. */
  agent: { agent: string; Agent: string };
};

/**
 * The confirmation screen's invitation to review the agent (docs/decisions/032-reviews-without-gating.md): how likely
 * the client is to recommend them (0–10, optional), a short testimonial (optional) with an unticked consent to
 * publish it with their first name and last initial, and the agent's Google review link for everyone, whatever
 * they answered or whether they answered at all. Sent once through the survey token; kept in this page's memory
 * only, never on the device.
 */
export function ReviewInvite({ responseId, token, agent }: TProps) {
  const { t } = useTranslation("surveys");
  const headingId = useId();
  const [invitation, setInvitation] = useState<TReviewInvitation | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [testimonial, setTestimonial] = useState("");
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const bearer = token();
    if (!bearer) return;
    let live = true;
    void (async () => {
      try {
        const found = await getReviewInvitation(bearer, responseId);
        if (!live) return;
        setInvitation(found);
        if (found.reviewed) setState("sent");
      } catch {
        // Without it the client may still leave a review; the Google link is then not offered.
      }
    })();
    return () => {
      live = false;
    };
  }, [responseId, token]);

  const words = testimonial.trim();
  async function send(event: FormEvent) {
    event.preventDefault();
    if (score === null && words === "") {
      setError(t("reviewInvite.empty"));
      return;
    }
    const bearer = token();
    if (!bearer) {
      setError(t("reviewInvite.failed"));
      return;
    }
    setError(null);
    setState("sending");
    try {
      await postReview(bearer, responseId, { score, testimonial: words || null, publish_consent: words !== "" && consent });
      setState("sent");
    } catch (failure) {
      setState("idle");
      setError(problemMessage(failure, t, "reviewInvite.failed", { REVIEW_ALREADY_LEFT: "reviewInvite.already" }));
    }
  }

  const google = invitation?.google_review_url ?? null;
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t-2 border-slate-200 pt-6" data-testid="review-invite">
      <h2 id={headingId} className="text-2xl font-bold">
        {t("reviewInvite.title", agent)}
      </h2>
      {state === "sent" ? (
        <output className="mt-4 block rounded-xl border-2 border-green-700 bg-green-50 px-4 py-3 text-lg" data-testid="review-thanks">
          {t("reviewInvite.thanks", agent)}
        </output>
      ) : (
        <form noValidate onSubmit={(event) => void send(event)} className="mt-2">
          <p className="text-lg text-slate-700">{t("reviewInvite.optional")}</p>
          <fieldset className="mt-6">
            <legend className="block text-lg font-semibold text-slate-900">{t("reviewInvite.scoreQuestion", agent)}</legend>
            <div className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-11" data-testid="review-score">
              {SCORES.map((value) => (
                <label key={value} className="relative block">
                  <input
                    type="radio"
                    name="review-score"
                    value={value}
                    checked={score === value}
                    onChange={() => setScore(value)}
                    className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                    aria-label={t(value === 0 ? "reviewInvite.scoreLow" : value === 10 ? "reviewInvite.scoreHigh" : "reviewInvite.score", {
                      score: value,
                    })}
                  />
                  <span
                    aria-hidden="true"
                    className="flex min-h-14 items-center justify-center rounded-xl border-2 border-slate-500 bg-white text-xl font-bold text-slate-900 peer-checked:border-[var(--survey-primary)] peer-checked:bg-[var(--survey-primary)] peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--survey-outline)]"
                  >
                    {value}
                  </span>
                </label>
              ))}
            </div>
            <p className="mt-2 flex justify-between gap-4 text-base text-slate-700" aria-hidden="true">
              <span>{t("reviewInvite.scaleLow")}</span>
              <span className="text-right">{t("reviewInvite.scaleHigh")}</span>
            </p>
          </fieldset>
          <TextArea
            label={t("reviewInvite.testimonial", agent)}
            hint={t("reviewInvite.testimonialHint")}
            value={testimonial}
            onValueChange={setTestimonial}
            maxLength={TESTIMONIAL_MAX}
            name="testimonial"
          />
          <div className="mt-4">
            <CheckboxField label={t("reviewInvite.consent", agent)} checked={consent} onCheckedChange={setConsent} />
          </div>
          {error ? (
            <p role="alert" className="mt-4 flex items-start gap-2 text-lg font-medium text-red-700">
              <span aria-hidden="true">⚠</span>
              <span>{error}</span>
            </p>
          ) : null}
          <button type="submit" className={`${primaryButton} mt-6`} disabled={state === "sending"}>
            {state === "sending" ? t("reviewInvite.sending") : t("reviewInvite.send")}
          </button>
        </form>
      )}
      {google ? (
        <p className="mt-6 text-lg" data-testid="google-review">
          {t("reviewInvite.googleIntro", agent)}{" "}
          <a
            href={google}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-[var(--survey-primary)] underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-[var(--survey-outline)]"
          >
            {t("reviewInvite.googleLink", agent)}
            <span className="sr-only"> {t("reviewInvite.newTab")}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
