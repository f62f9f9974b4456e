import { LOGO_MAX_BYTES, logoMediaTypes } from "@planready/contracts/links";
import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { problemMessage } from "../../../lib/problem-message";
import { useUploadSiteImage } from "../api/save-site";

/**
 * Uploads the page's headshot or logo into the app's own storage (PNG, JPEG or WebP up to 1 MB, checked here and by
 * the API); the page shows the default until one is uploaded.
 */
export function ImageUpload({
  userId,
  siteId,
  kind,
  current,
}: {
  userId: string;
  siteId: string | null;
  kind: "headshot" | "logo";
  current: string;
}) {
  const { t } = useTranslation("splash");
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadSiteImage(userId, siteId ?? "");
  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(logoMediaTypes as readonly string[]).includes(file.type) || file.size > LOGO_MAX_BYTES) {
      setProblem(t("errors.imageRejected"));
      return;
    }
    const reader = new FileReader();
    reader.addEventListener("load", () =>
      upload.mutate(
        { kind, dataUrl: typeof reader.result === "string" ? reader.result : "" },
        { onError: (error) => setProblem(problemMessage(error, t, "errors.imageRejected", { VALIDATION_FAILED: "errors.imageRejected" })) },
      ),
    );
    reader.readAsDataURL(file);
  };
  return (
    <div className="flex items-center gap-3">
      <img src={current} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full bg-slate-100 object-cover" />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className={fieldLabelClass}>
          {t(kind === "headshot" ? "builder.fields.uploadHeadshot" : "builder.fields.uploadLogo")}
        </label>
        <input
          id={id}
          type="file"
          accept={logoMediaTypes.join(",")}
          disabled={!siteId || upload.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
          className="max-w-full text-base"
        />
        <p id={`${id}-hint`} className={fieldHintClass}>
          {siteId ? t("builder.fields.imageHint") : t("builder.fields.uploadFirst")}
        </p>
        {problem ? (
          <p role="alert" className="text-base font-semibold text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
