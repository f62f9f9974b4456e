import { storedLogoOrNull } from "@planready/contracts/app-urls";
import { LOGO_MAX_BYTES, logoMediaTypes, type TLink } from "@planready/contracts/links";
import { ImageOff, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { problemMessage } from "../../../lib/problem-message";
import { useRemoveLogo, useUploadLogo } from "../api/link-logo";
import { fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener("load", () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("The file could not be read")),
    );
    reader.addEventListener("error", () => reject(reader.error ?? new Error("The file could not be read")));
    reader.readAsDataURL(file);
  });
}

/**
 * The logo the survey pages show beside the agent's name: upload (PNG, JPEG or WebP up to 1 MB, checked here
 * first and again by the server) with a preview, or remove it. A choice is uploaded at once.
 */
export function LogoField({ link }: { link: TLink }) {
  const { t } = useTranslation("links");
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(link.id);
  const remove = useRemoveLogo(link.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<"uploaded" | "removed" | null>(null);
  const busy = upload.isPending || remove.isPending;

  // The browser checks type and size first; the server, reading the file itself, may still refuse it.
  const failed = (error: unknown) =>
    setProblem(
      problemMessage(error, t, "logo.failed", {
        FORBIDDEN: "edit.adminsOnly",
        VALIDATION_FAILED: "logo.type",
        PAYLOAD_TOO_LARGE: "logo.tooLargeSent",
      }),
    );
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    setProblem(null);
    setDone(null);
    if (!file) return;
    if (file.type === "image/svg+xml") return setProblem(t("logo.svg"));
    if (!(logoMediaTypes as readonly string[]).includes(file.type)) return setProblem(t("logo.type"));
    if (file.size > LOGO_MAX_BYTES) return setProblem(t("logo.tooLarge", { size: (file.size / (1024 * 1024)).toFixed(1) }));
    try {
      upload.mutate(await readAsDataUrl(file), { onSuccess: () => setDone("uploaded"), onError: failed });
    } catch {
      setProblem(t("logo.unreadable"));
    }
  };

  return (
    <section aria-labelledby="logo-heading" className="flex flex-col gap-4">
      <h2 id="logo-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("logo.title")}
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-24 w-40 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-700">
          {storedLogoOrNull(link.logo_image_url) ? (
            <img
              src={storedLogoOrNull(link.logo_image_url)!}
              alt={t("logo.current")}
              className="max-h-full max-w-full object-contain"
              data-testid="logo-preview"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-slate-600">
              <ImageOff aria-hidden className="size-6" />
              {t("logo.none")}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className={fieldLabelClass}>
            {link.logo_image_url ? t("logo.replace") : t("logo.upload")}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={logoMediaTypes.join(",")}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => void choose(event)}
            className="text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-2 file:border-brand-600 file:bg-white file:px-4 file:font-medium file:text-brand-700 hover:file:bg-brand-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300 dark:text-slate-300"
          />
          <p id={hintId} className={fieldHintClass}>
            <Upload aria-hidden className="mr-1 inline size-4" />
            {t("logo.hint")}
          </p>
          {link.logo_image_url ? (
            <Button
              variant="ghost"
              className="w-fit text-red-700! dark:text-red-300!"
              isDisabled={busy}
              isLoading={remove.isPending}
              onPress={() => {
                setProblem(null);
                setDone(null);
                remove.mutate(undefined, { onSuccess: () => setDone("removed"), onError: failed });
              }}
            >
              <Trash2 aria-hidden className="size-4" />
              {t("logo.remove")}
            </Button>
          ) : null}
        </div>
      </div>
      {upload.isPending ? <p aria-live="polite">{t("logo.uploading")}</p> : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {done ? <Alert tone="success">{t(`logo.${done}`)}</Alert> : null}
    </section>
  );
}
