import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Field, Input } from "../../../components/ui/form-field";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { problemMessage } from "../../../lib/problem-message";
import { useReviewSettings, useSaveReviewSettings } from "../api/reviews";

/**
 * The agent's Google review link: every client is offered it on the survey's confirmation screen, whatever they
 * answered (docs/decisions/032-reviews-without-gating.md). Shown in Personal Information and on the reviews page.
 */
export function GoogleReviewLinkForm() {
  const { t } = useTranslation("reviews");
  const query = useReviewSettings();
  return (
    <section
      aria-labelledby="google-review-link-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="google-review-link"
    >
      <h2 id="google-review-link-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("google.title")}
      </h2>
      <p className="text-slate-600 dark:text-slate-300">{t("google.intro")}</p>
      {query.isPending ? null : query.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problemMessage(query.error, t, "google.loadFailed")}
        </p>
      ) : (
        <LinkForm initial={query.data.google_review_url ?? ""} />
      )}
    </section>
  );
}

function LinkForm({ initial }: { initial: string }) {
  const { t } = useTranslation("reviews");
  const save = useSaveReviewSettings();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    save.mutate(
      { google_review_url: value.trim() },
      { onSuccess: (result) => setSaved(result.google_review_url ? t("google.saved") : t("google.removed")) },
    );
  }

  const error = save.isError ? problemMessage(save.error, t, "google.saveFailed", { VALIDATION_FAILED: "google.invalid" }) : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field label={t("google.label")} hint={t("google.hint")} error={error}>
        {(control) => (
          <Input
            {...control}
            name="google_review_url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://g.page/r/…/review"
            maxLength={500}
            value={value}
            onChange={(e) => {
              setSaved(null);
              setValue(e.target.value);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {t("google.save")}
        </Button>
        <output className="text-sm font-medium text-green-800 dark:text-green-300" data-testid="google-review-link-saved">
          {saved}
        </output>
      </div>
    </form>
  );
}
