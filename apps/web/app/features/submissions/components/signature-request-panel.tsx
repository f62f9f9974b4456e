import type { TSubmissionListItem } from "@planready/contracts/submissions";
import { Copy, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/form-field";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { qrSvg } from "../../../lib/qr-code";
import { useSendForSignature } from "../api/send-for-signature";

type Props = {
  submission: Pick<TSubmissionListItem, "id" | "email" | "survey_type">;
  kind: "soa" | "aca_consent";
  /** The survey's language: the link opens in it. */
  locale: string;
};

/**
 * "Send for signature" on a submission whose consent is not signed: a link that opens only the signing screen, in
 * the client's language, emailed when the survey has their address, and always shown to copy (a text message)
 * and as a QR code (in person). Sending again replaces the link.
 */
export function SignatureRequestPanel({ submission, kind, locale }: Props) {
  const { t, i18n } = useTranslation("submissions");
  const send = useSendForSignature(submission.id);
  const [email, setEmail] = useState(true);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const created = send.data;
  const language = t(`signatureRequest.languages.${locale === "es" ? "es" : "en"}`);

  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!created) return;
    let current = true;
    qrSvg(created.url, { pixels: 224 }).then(
      (svg) => current && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [created]);

  const copy = () => {
    if (!created) return;
    navigator.clipboard.writeText(created.url).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );
  };
  const expires = created
    ? new Intl.DateTimeFormat(i18n.language === "es" ? "es-US" : "en-US", {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: DISPLAY_TIME_ZONE,
      }).format(new Date(created.expires_at))
    : "";

  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
      data-testid="signature-request"
    >
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t("signatureRequest.title")}</h3>
      <p className="text-slate-800 dark:text-slate-200">{t("signatureRequest.body", { form: t(`consent.kind.${kind}`), language })}</p>
      {submission.email ? (
        <Checkbox checked={email} onChange={(event) => setEmail(event.currentTarget.checked)}>
          {t("signatureRequest.emailLabel", { email: submission.email })}
        </Checkbox>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("signatureRequest.noEmail")}</p>
      )}
      <Button
        variant={created ? "secondary" : "primary"}
        className="self-start"
        isLoading={send.isPending}
        onPress={() => {
          setCopied(null);
          send.mutate({ send_email: !!submission.email && email });
        }}
      >
        {send.isPending ? null : <Send aria-hidden className="size-4" />}
        {send.isPending ? t("signatureRequest.sending") : created ? t("signatureRequest.sendAgain") : t("signatureRequest.send")}
      </Button>
      {send.isError ? (
        <Alert tone="error">
          {problemMessage(send.error, t, "signatureRequest.failed", { CONFLICT: "signatureRequest.alreadySigned" })}
        </Alert>
      ) : null}
      {created && !send.isPending ? (
        <div className="flex flex-col gap-3">
          <Alert tone="success">
            {t("signatureRequest.ready")}{" "}
            {created.emailed_to
              ? t("signatureRequest.emailed", { email: created.emailed_to })
              : submission.email && email
                ? t("signatureRequest.notEmailed")
                : null}
          </Alert>
          <label className="flex flex-col gap-1.5">
            <span className="font-medium text-slate-900 dark:text-white">{t("signatureRequest.linkLabel")}</span>
            <input
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
              data-testid="signature-link"
            />
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onPress={copy}>
              <Copy aria-hidden className="size-4" />
              {t("signatureRequest.copy")}
            </Button>
            <span aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
              {copied === "yes" ? t("signatureRequest.copied") : copied === "failed" ? t("signatureRequest.copyFailed") : ""}
            </span>
          </div>
          {qr ? (
            <figure className="flex flex-col items-start gap-2">
              <img
                src={qr}
                alt={t("signatureRequest.qrLabel")}
                width={224}
                height={224}
                className="size-56 rounded-lg bg-white [image-rendering:pixelated]"
                data-testid="signature-qr"
              />
              <figcaption className="text-sm text-slate-700 dark:text-slate-300">{t("signatureRequest.qrHint")}</figcaption>
            </figure>
          ) : null}
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("signatureRequest.expires", { date: expires })}</p>
        </div>
      ) : null}
    </div>
  );
}
